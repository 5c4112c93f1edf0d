import { TestApp } from './test-app';

export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Nest mounts middleware bound to every path (nestjs-pino's request logger) as a route on each
 * method for `{*path}`, and again on the paths left out of the global prefix (/metrics) for
 * every method Node knows (ACL, BIND, ...); those layers answer nothing themselves and are not
 * API routes.
 */
const isMiddlewareMount = (path: string, methods: Record<string, boolean>) => /\{\*\w+\}$/.test(path) || methods.acl === true;

/** Every route the running application serves, read from Express's own router stack. */
export function applicationRoutes(shop: TestApp): RouteEntry[] {
  const express = shop.app.getHttpAdapter().getInstance() as {
    router: { stack: Array<{ route?: { path: unknown; methods: Record<string, boolean> } }> };
  };
  const routes: RouteEntry[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route || typeof layer.route.path !== 'string' || isMiddlewareMount(layer.route.path, layer.route.methods)) continue;
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return routes;
}
