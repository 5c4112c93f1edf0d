import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { startTestApp, TestApp } from './support/test-app';

/**
 * docs/architecture.md «Where HTTP lives»: the route table says which folder of backend/src
 * serves each path prefix; every route the application registers must come from a controller
 * in the folder of its row (the longest prefix that matches).
 */
const SRC = resolve(__dirname, '..', 'src');
const ARCHITECTURE = resolve(__dirname, '..', '..', 'docs', 'architecture.md');

interface Row {
  prefix: string;
  folder: string;
  pattern: RegExp;
}

interface Route {
  method: string;
  path: string;
  controller: string;
  folder: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path with every parameter written as `{}` (`:id`, `{id}`, `{…}` alike). */
const normalised = (path: string) => path.replace(/:[A-Za-z_]+\w*/g, '{}').replace(/\{[^}]*\}/g, '{}');

/** The table's rows: `| \`/prefix\` | \`folder/\` | what |`. */
function routeTable(markdown: string): Row[] {
  const section = markdown.split('\n## Where HTTP lives\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*`([^`]+)\/`\s*\|/gm)].map(([, prefix, folder]) => {
    const body = normalised(prefix)
      .split('*')
      .map((part) => escapeRegExp(part))
      .join('[^/]*');
    // A prefix matches the whole path, a path below it, or the same name with an extension (.pdf, .csv).
    return { prefix, folder, pattern: new RegExp(`^${body}(?:$|[/.])`) };
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Each controller class of backend/src → the top folder of the file that declares it. */
async function controllerFolders(): Promise<Map<unknown, string>> {
  const folders = new Map<unknown, string>();
  const files = filesUnder(SRC).filter((file) => !file.endsWith('.spec.ts') && readFileSync(file, 'utf8').includes('@Controller('));
  for (const file of files) {
    const exported = (await import(file)) as Record<string, unknown>;
    const folder = relative(SRC, file).split('/')[0];
    for (const value of Object.values(exported)) if (typeof value === 'function') folders.set(value, folder);
  }
  return folders;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : '']);

/** The express router's registered paths (what the server really answers). */
function registeredPaths(testApp: TestApp): Set<string> {
  const express = testApp.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string } }[] } };
  return new Set(express.router.stack.flatMap((layer) => (layer.route ? [layer.route.path] : [])));
}

describe('route table (docs/architecture.md «Where HTTP lives»)', () => {
  let shop: TestApp;
  let rows: Row[];
  let routes: Route[];

  beforeAll(async () => {
    shop = await startTestApp();
    rows = routeTable(readFileSync(ARCHITECTURE, 'utf8'));
    const folders = await controllerFolders();
    const served = registeredPaths(shop);
    routes = [];
    for (const module of shop.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as Type | null;
        if (!controller) continue;
        const prototype = controller.prototype as Record<string, unknown>;
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const handler = prototype[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
          if (methodPaths === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
          for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller)))
            for (const own of asList(methodPaths)) {
              const bare = joinPath(base, own);
              // The global prefix (api/v1), unless the route is excluded from it (metrics).
              const path = [joinPath('api/v1', bare), bare].find((candidate) => served.has(candidate));
              routes.push({
                method,
                path: path ?? `not served: ${bare}`,
                controller: controller.name,
                folder: folders.get(controller) ?? '?',
              });
            }
        }
      }
    }
  });
  afterAll(async () => shop.close());

  const rowOf = (route: Route) =>
    rows
      .filter((row) => row.pattern.test(normalised(route.path)))
      .sort((a, b) => b.prefix.replace(/\*/g, '').length - a.prefix.replace(/\*/g, '').length)[0];

  it('reads the table and the routes (each served by the app, each controller found in backend/src)', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => route.path.startsWith('not served') || route.folder === '?')).toEqual([]);
  });

  /** The routes whose controller is not in the folder of their row (or that no row covers). */
  const misplaced = (list: Route[]) =>
    list
      .map((route) => ({ route, row: rowOf(route) }))
      .filter(({ route, row }) => !row || route.folder !== row.folder)
      .map(({ route, row }) => ({
        route: `${route.method} ${route.path}`,
        controller: `${route.folder}/ ${route.controller}`,
        table: row ? `${row.prefix} → ${row.folder}/` : 'no row',
      }));

  it('every route is served from the folder its row names', () => {
    expect(misplaced(routes)).toEqual([]);
  });

  it('every row of the table serves a route', () => {
    const used = new Set(routes.map(rowOf));
    expect(rows.filter((row) => !used.has(row)).map((row) => row.prefix)).toEqual([]);
  });

  it('the longest prefix wins, and a controller in another folder or a route without a row is caught', () => {
    const availability = routes.find((route) => route.path === '/api/v1/order/availability')!;
    expect(availability.folder).toBe('capacity');
    const at = (path: string, folder = 'orders') => ({ ...availability, path, folder });
    expect(misplaced([at('/api/v1/order/create-new-order'), at('/api/v1/bulbash_admin/production-sheet.pdf')])).toEqual([]);
    expect(
      misplaced([at('/api/v1/bulbash_admin/get_subcategory_{id}', 'catalogue'), at('/api/v1/order/{id}/invoice.pdf', 'payments')]),
    ).toEqual([]);
    expect(misplaced([{ ...availability, folder: 'orders' }])).toEqual([
      {
        route: 'GET /api/v1/order/availability',
        controller: 'orders/ CapacityController',
        table: '/api/v1/order/availability → capacity/',
      },
    ]);
    expect(misplaced([at('/api/v1/admin/orders/{id}/payments/{pid}/refund')])).toHaveLength(1);
    expect(misplaced([at('/api/v1/picnics')])[0]?.table).toBe('no row');
  });
});
