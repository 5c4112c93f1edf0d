import { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from 'pino';

/** What Express and the auth guard add to Node's request by the time the response is sent. */
interface RoutedRequest extends IncomingMessage {
  originalUrl?: string;
  route?: { path?: unknown };
  user?: { id?: unknown };
}

/** The route template (`/api/v1/order/get-user-orders/:id`) when a route matched, else the path without its query. */
export function routeOf(request: IncomingMessage): string {
  const routed = request as RoutedRequest;
  if (typeof routed.route?.path === 'string') return routed.route.path;
  return (routed.originalUrl ?? request.url ?? '').split('?')[0];
}

/** The fields of the one line logged per request, after its `reqId`. */
interface RequestLogFields {
  method: string | undefined;
  route: string;
  status: number;
  ms: number;
  userId?: number;
}

/**
 * The one line logged per request (its `reqId` comes from the request's logger): never headers, query strings or bodies, so no password,
 * token or personal text reaches the log.
 */
export function requestLogFields(request: IncomingMessage, response: ServerResponse, responseTime: number): RequestLogFields {
  const userId = (request as RoutedRequest).user?.id;
  return {
    method: request.method,
    route: routeOf(request),
    status: response.statusCode,
    ms: responseTime,
    ...(typeof userId === 'number' ? { userId } : {}),
  };
}

/** The level of a request's line: warn for a 4xx answer, error for a 5xx one. */
export const requestLogLevel = (status: number, failed = false): 'info' | 'warn' | 'error' =>
  failed || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';

/**
 * Writes request lines for answers given before the routes (the catalogue's answer index),
 * where pino-http does not run: the same fields and message as its lines, through the same
 * logger, without building a child logger per request.
 */
export class RequestLog {
  constructor(private readonly logger: Logger) {}

  answered(reqId: string, method: string, route: string, status: number, ms: number): void {
    this.logger[requestLogLevel(status)]({ reqId, method, route, status, ms }, `${method} ${status}`);
  }
}
