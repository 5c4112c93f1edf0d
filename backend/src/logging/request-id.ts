import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy or client may send as its request id: short, printable, no spaces or quotes. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming `X-Request-Id` when it looks sane (so a proxy's id links its log to ours), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The id of one request (pino-http's genReqId), echoed in the response header. */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdOf(request);
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
