import { refusalText, roleCan, STAFF_ROLES, StaffRole } from '@bulbash/rules';
import { createAccount, TestAccount } from './support/accounts';
import { applicationRoutes, HandlerRoute, handlerRoutes } from './support/routes';
import { startTestApp, TestApp } from './support/test-app';

/** A staff route: the REST admin and the documented back-office surface (and any later one under them). */
const isStaffPath = (path: string) => /^\/api\/v1\/(admin|bulbash_admin)(\/|$)/.test(path);

describe('every staff route names its permission (PermissionGuard + @RequirePermission)', () => {
  let shop: TestApp;
  let staffRoutes: HandlerRoute[];
  const accounts = {} as Record<StaffRole | 'customer', TestAccount>;

  beforeAll(async () => {
    shop = await startTestApp();
    for (const role of STAFF_ROLES) accounts[role] = await createAccount(shop, { role });
    accounts.customer = await createAccount(shop);
    const handlers = handlerRoutes(shop);
    const served = applicationRoutes(shop).filter((route) => isStaffPath(route.path));
    // Every staff route Express serves is a Nest handler we can read the metadata of.
    staffRoutes = served.map((route) => {
      const handler = handlers.find((candidate) => candidate.method === route.method && candidate.path === route.path.replace(/\/$/, ''));
      return handler ?? { ...route, permission: undefined, guarded: false };
    });
  });
  afterAll(async () => shop.close());

  it('finds the staff routes (REST admin, bulbash_admin, the staff resource)', () => {
    const listed = staffRoutes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining(['GET /api/v1/admin/staff', 'DELETE /api/v1/admin/staff/:id', 'PATCH /api/v1/bulbash_admin/capacity']),
    );
    expect(staffRoutes.length).toBeGreaterThanOrEqual(90);
  });

  it('puts PermissionGuard and a permission on every staff route; GET reads, every other method writes', () => {
    const wrong = staffRoutes.flatMap((route) => {
      const expected = route.method === 'GET' || route.method === 'HEAD' ? 'read' : 'write';
      if (!route.guarded) return [`${route.method} ${route.path}: no PermissionGuard`];
      if (!route.permission) return [`${route.method} ${route.path}: no @RequirePermission`];
      if (route.permission.action !== expected) return [`${route.method} ${route.path}: ${route.permission.action}, expected ${expected}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  const call = (route: HandlerRoute, account: TestAccount) => {
    const path = route.path.replace(/:\w+/g, '999999');
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete' | 'put';
    return shop.api()[method](path).set(account.auth).send({});
  };

  it('refuses every staff route to a role without its permission with the Russian detail, and to a customer', async () => {
    const answers: string[] = [];
    for (const route of staffRoutes) {
      const { resource, action } = route.permission!;
      const refused = STAFF_ROLES.find((role) => !roleCan(role, resource, action));
      for (const who of [refused, 'customer'] as const) {
        if (!who) continue;
        const response = await call(route, accounts[who]);
        const detail = refusalText(who === 'customer' ? null : who, resource, action);
        if (response.status !== 403 || response.body.detail !== detail) {
          answers.push(`${route.method} ${route.path} as ${who}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('lets the least-privileged role that has the permission past the guard on every staff route', async () => {
    const answers: string[] = [];
    for (const route of staffRoutes) {
      const { resource, action } = route.permission!;
      const allowed = [...STAFF_ROLES].reverse().find((role) => roleCan(role, resource, action))!;
      const response = await call(route, accounts[allowed]);
      if (response.status === 401 || response.status === 403) {
        answers.push(`${route.method} ${route.path} as ${allowed}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
