import { IncomingMessage, ServerResponse } from 'node:http';

/** What Express and the auth guard add to Node's request by the time the response is sent. */
interface RoutedRequest extends IncomingMessage {
  originalUrl?: string;
  route?: { path?: unknown };
  user?: { id?: unknown };
}

/** The route template (`/api/v1/order/get-user-orders/:id`) when a route matched, else the path without its query. */
function routeOf(request: RoutedRequest): string {
  if (typeof request.route?.path === 'string') return request.route.path;
  return (request.originalUrl ?? request.url ?? '').split('?')[0];
}

/**
 * The one line logged per request (its `reqId` comes from the request's logger): never headers, query strings or bodies, so no password,
 * token or personal text reaches the log.
 */
export function requestLogFields(request: IncomingMessage, response: ServerResponse, responseTime: number) {
  const routed = request as RoutedRequest;
  const userId = routed.user?.id;
  return {
    method: request.method,
    route: routeOf(routed),
    status: response.statusCode,
    ms: responseTime,
    ...(typeof userId === 'number' ? { userId } : {}),
  };
}
