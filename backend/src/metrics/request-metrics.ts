import { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { MetricsRegistry } from './metrics-registry';

interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
}

/**
 * The route label of a request: its route template when one matched (or when the catalogue's
 * answer index answered it under one), else one of two fixed labels, so that scanners trying
 * random paths cannot grow the number of series.
 */
export function routeLabel(request: IncomingMessage): string {
  const path = (request as RoutedRequest).route?.path;
  if (typeof path === 'string') return path;
  return (request.url ?? '').startsWith('/api/') ? '(unmatched api)' : '(static or page)';
}

/** Wraps the server's request listener: counts every answer and its duration. */
export function measureRequests(metrics: MetricsRegistry, listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const labels = { method: request.method ?? 'OTHER', route: routeLabel(request), status: String(response.statusCode) };
      metrics.requests.inc(labels);
      metrics.requestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    listener(request, response);
  };
}
