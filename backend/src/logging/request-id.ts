import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy or client may send as its request id: short, printable, no spaces or quotes. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of one request: the incoming `X-Request-Id` when it looks sane (so a proxy's id links
 * its log to ours), else a new UUID. Echoed in the response header.
 */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
