import { applyDecorators, CanActivate, ExecutionContext, Injectable, UnsupportedMediaTypeException, UseGuards } from '@nestjs/common';
import { ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { ErrorResponse } from './error-response';

export const QUERY_PARAMETERS_ONLY =
  'Этот адрес читает поля из строки запроса (query), изображение — из multipart/form-data; тело JSON не читается: передайте поля параметрами запроса';

/**
 * Refuses a JSON body on a route whose fields are query parameters (the spec's form style), so
 * an API client never gets a 200 for a change that was silently ignored. Body parsing runs
 * before guards; a multipart body is parsed later by the upload interceptor and is not affected.
 */
@Injectable()
export class QueryParametersGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const body: unknown = request.body;
    if (typeof request.is('application/json') === 'string' && body !== null && typeof body === 'object' && Object.keys(body).length > 0)
      throw new UnsupportedMediaTypeException(QUERY_PARAMETERS_ONLY);
    return true;
  }
}

/** Marks a route that reads its fields from the query string: a JSON body is a 415. */
export const QueryParameters = () =>
  applyDecorators(
    UseGuards(QueryParametersGuard),
    ApiUnsupportedMediaTypeResponse({ description: 'A JSON body was sent: this route reads query parameters', type: ErrorResponse }),
  );
