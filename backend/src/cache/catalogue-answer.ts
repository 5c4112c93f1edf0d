import { IncomingMessage } from 'node:http';
import { acceptedEncoding, isFresh, PreparedAnswer } from './prepared-answer';

/** Browsers keep public catalogue answers but ask each time; an unchanged one costs a 304. */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** How to write one cached answer to one request: status, headers (name, value, name, value...) and bytes. */
export interface AnswerReply {
  status: number;
  headers: string[];
  body: Buffer | null;
}

/**
 * The reply to a request for a cached answer, whichever way it was found (the answer index
 * before the routes, or the controller): 304 when the client's copy is current; otherwise the
 * bytes, brotli or gzip ones when the client accepts them, with their length. The ETag is the
 * one of the JSON text in every encoding, as with the compression middleware. A request that
 * carries a token gets `no-store`, like every personal answer.
 */
export function replyTo(request: IncomingMessage, answer: PreparedAnswer): AnswerReply {
  const cacheControl = request.headers.authorization === undefined ? PUBLIC_CATALOGUE_CACHE_CONTROL : 'no-store';
  return preparedReply(request, answer, { contentType: JSON_CONTENT_TYPE, cacheControl });
}

/** The same for any prepared bytes (a rendered page too): its content type and Cache-Control given. */
export function preparedReply(
  request: IncomingMessage,
  answer: PreparedAnswer,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
): AnswerReply {
  if (isFresh(request.headers, answer.etag)) {
    return { status: 304, headers: ['ETag', answer.etag, 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding'], body: null };
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding === null ? null : answer[encoding];
  const body = encoded ?? answer.body;
  const headers = ['Content-Type', contentType, 'ETag', answer.etag, 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding'];
  if (encoded !== null) headers.push('Content-Encoding', encoding as string);
  headers.push('Content-Length', String(body.length));
  return { status: 200, headers, body };
}
