import { HttpException } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { JSON_TOO_DEEP_DETAIL, JSON_TOO_MANY_MEMBERS_DETAIL } from './json-shape-limits';
import { statusText } from './status-text';

/** What body-parser and Express attach to the errors they raise while reading a request. */
interface ParseError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const DETAIL_BY_TYPE: Record<string, string> = {
  'entity.parse.failed': 'Некорректный JSON в теле запроса',
  'entity.too.large': 'Слишком большое тело запроса',
  'entity.verify.failed': 'Некорректное тело запроса',
  'encoding.unsupported': 'Неподдерживаемая кодировка тела запроса',
  'charset.unsupported': 'Неподдерживаемая кодировка тела запроса',
  'request.aborted': 'Запрос прерван',
  'request.size.invalid': 'Некорректная длина тела запроса',
  'entity.too.deep': JSON_TOO_DEEP_DETAIL,
  'entity.too.many.members': JSON_TOO_MANY_MEMBERS_DETAIL,
};

/**
 * A 4xx error raised before a route ran (body parser, a bad percent-encoding in the path) as an
 * HttpException with a Russian detail; undefined for anything else (a 500).
 */
export function requestParseException(error: unknown): HttpException | undefined {
  const parseError = error as ParseError | null;
  const status = parseError?.status ?? parseError?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (error instanceof URIError) return new HttpException('Некорректная кодировка адреса запроса', status);
  return new HttpException((parseError?.type && DETAIL_BY_TYPE[parseError.type]) ?? statusText(status), status);
}

/**
 * Express error middleware placed before the routes. Nest itself turns a body-parser
 * SyntaxError into a BadRequestException carrying the parser's English message, so the
 * translation has to happen before Nest sees the error.
 */
export function translateRequestParseErrors(error: unknown, _request: Request, _response: Response, next: NextFunction): void {
  next(requestParseException(error) ?? error);
}
