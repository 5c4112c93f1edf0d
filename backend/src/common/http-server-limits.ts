import { Server } from 'node:http';
import { Socket } from 'node:net';

/**
 * Largest request line plus headers the server reads. Admin create/update calls send their
 * fields in the query string: a 200-character name and two 5000-character Cyrillic texts
 * percent-encode to about 62 KB, above Node's default of 16 KB. Longer field values are
 * answered by the DTO length rules (400); only a head above this limit gets a 431.
 */
export const MAX_REQUEST_HEAD_BYTES = 128 * 1024;

const HEAD_TOO_LARGE_DETAIL = 'Слишком длинный адрес или заголовки запроса';
const MALFORMED_REQUEST_DETAIL = 'Некорректный HTTP-запрос';

function envelope(status: number, reason: string, detail: string): string {
  const body = JSON.stringify({ detail });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Node answers requests its parser refuses (header overflow, garbage) with a bare status line;
 * this gives them the shop's {"detail"} envelope too.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const response =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? envelope(431, 'Request Header Fields Too Large', HEAD_TOO_LARGE_DETAIL)
      : envelope(400, 'Bad Request', MALFORMED_REQUEST_DETAIL);
  socket.end(response);
}

/**
 * Applies the limits above to the server Nest created. Nest offers no createServer option for
 * it, but Node keeps `maxHeaderSize` as a property of the server and reads it for every new
 * connection (@types/node just does not declare it), so setting it before listening is enough.
 */
export function configureHttpServer(server: Server): void {
  (server as Server & { maxHeaderSize?: number }).maxHeaderSize = MAX_REQUEST_HEAD_BYTES;
  server.on('clientError', answerClientError);
}
