import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PermissionGuard } from '../../src/auth/permission.guard';
import { PERMISSION_METADATA, RoutePermission } from '../../src/auth/require-permission.decorator';
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

/** A controller handler as Nest registered it: its full path, its permission and whether PermissionGuard runs on it. */
export interface HandlerRoute extends RouteEntry {
  permission: RoutePermission | undefined;
  guarded: boolean;
}

/** Every controller handler of the running application, read from Nest's modules and the handlers' metadata. */
export function handlerRoutes(shop: TestApp): HandlerRoute[] {
  const routes: HandlerRoute[] = [];
  for (const module of shop.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, type) ?? []) as unknown[];
      const classPermission = Reflect.getMetadata(PERMISSION_METADATA, type) as RoutePermission | undefined;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const own = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = `/${['api/v1', base, own]
          .map((part) => part.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[])];
        const permission = (Reflect.getMetadata(PERMISSION_METADATA, handler) as RoutePermission | undefined) ?? classPermission;
        routes.push({ method, path, permission, guarded: guards.includes(PermissionGuard) });
      }
    }
  }
  return routes;
}
