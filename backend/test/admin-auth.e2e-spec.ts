import { createAccount, TestAccount } from './support/accounts';
import { applicationRoutes, RouteEntry } from './support/routes';
import { startTestApp, TestApp } from './support/test-app';

describe('admin API access control', () => {
  let shop: TestApp;
  let customer: TestAccount;
  let admin: TestAccount;
  let adminRoutes: RouteEntry[];

  beforeAll(async () => {
    shop = await startTestApp();
    [customer, admin] = await Promise.all([createAccount(shop), createAccount(shop, { admin: true })]);
    adminRoutes = applicationRoutes(shop).filter(
      (route) => route.path.startsWith('/api/v1/bulbash_admin') || route.path.startsWith('/api/v1/admin/'),
    );
  });
  afterAll(async () => shop.close());

  it('finds every documented admin route (and the extras) in the application route list', () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/v1/bulbash_admin/get_list_categories',
        'GET /api/v1/bulbash_admin/get-list-short-categories',
        'POST /api/v1/bulbash_admin/create_category',
        'PATCH /api/v1/bulbash_admin/update_category_:id',
        'DELETE /api/v1/bulbash_admin/delete_category_:id',
        'GET /api/v1/bulbash_admin/get_list_subcategories',
        'GET /api/v1/bulbash_admin/get-list-short-subcategories',
        'POST /api/v1/bulbash_admin/create_subcategory',
        'PATCH /api/v1/bulbash_admin/update_subcategory_:id',
        'DELETE /api/v1/bulbash_admin/delete_subcategory_:id',
        'GET /api/v1/bulbash_admin/get_list_products',
        'POST /api/v1/bulbash_admin/create_product',
        'PATCH /api/v1/bulbash_admin/update_product_:id',
        'DELETE /api/v1/bulbash_admin/delete_product_:id',
        'GET /api/v1/bulbash_admin/get-all-orders',
        'GET /api/v1/bulbash_admin/get-order/:id',
        'POST /api/v1/bulbash_admin/update-status-order',
        'GET /api/v1/bulbash_admin/get_category_:id',
        'GET /api/v1/bulbash_admin/get_subcategory_:id',
        'GET /api/v1/bulbash_admin/get_product_:id',
        'GET /api/v1/bulbash_admin/dashboard',
        // The kitchen's back office (issue 14).
        'GET /api/v1/bulbash_admin/production-sheet',
        'GET /api/v1/bulbash_admin/production-sheet.csv',
        'GET /api/v1/bulbash_admin/orders.csv',
        'PATCH /api/v1/bulbash_admin/about-us',
        'PATCH /api/v1/bulbash_admin/contacts',
        // The REST surface for ra-data-simple-rest.
        'GET /api/v1/admin/categories',
        'GET /api/v1/admin/categories/:id',
        'POST /api/v1/admin/categories',
        'PUT /api/v1/admin/categories/:id',
        'DELETE /api/v1/admin/categories/:id',
        'GET /api/v1/admin/subcategories',
        'GET /api/v1/admin/subcategories/:id',
        'POST /api/v1/admin/subcategories',
        'PUT /api/v1/admin/subcategories/:id',
        'DELETE /api/v1/admin/subcategories/:id',
        'GET /api/v1/admin/products',
        'GET /api/v1/admin/products/:id',
        'POST /api/v1/admin/products',
        'PUT /api/v1/admin/products/:id',
        'DELETE /api/v1/admin/products/:id',
        'PATCH /api/v1/admin/products',
        'GET /api/v1/admin/orders',
        'GET /api/v1/admin/orders/:id',
        'PUT /api/v1/admin/orders/:id',
        'GET /api/v1/admin/customers',
        'GET /api/v1/admin/customers/:id',
      ]),
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(47);
  });

  const call = (route: RouteEntry, headers: Record<string, string> = {}) => {
    const path = route.path.replace(/:\w+/g, '1');
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete' | 'put';
    return shop.api()[method](path).set(headers);
  };

  it('answers 401 without a token on every admin route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(response.body).toEqual({ detail: expect.any(String) });
    }
  });

  it('answers 401 for a tampered token on every admin route', async () => {
    const tampered = `${admin.token.slice(0, -3)}${admin.token.slice(-3) === 'abc' ? 'xyz' : 'abc'}`;
    for (const route of adminRoutes) {
      const response = await call(route, { Authorization: `Bearer ${tampered}` });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });

  it("answers 403 with a customer's token on every admin route", async () => {
    for (const route of adminRoutes) {
      const response = await call(route, customer.auth);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(response.body).toEqual({ detail: expect.any(String) });
    }
  });

  it('lets an administrator in, with or without a trailing slash', async () => {
    const plain = await shop.api().get('/api/v1/bulbash_admin/get-list-short-categories').set(admin.auth).expect(200);
    const slashed = await shop.api().get('/api/v1/bulbash_admin/get-list-short-categories/').set(admin.auth).expect(200);
    expect(plain.body).toEqual([]);
    expect(slashed.body).toEqual(plain.body);
  });

  it('documents every admin route in OpenAPI with bearer auth', async () => {
    const { body } = await shop.api().get('/api/docs-json').expect(200);
    for (const route of adminRoutes) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = body.paths[openApiPath]?.[route.method.toLowerCase()];
      expect({ path: openApiPath, documented: Boolean(operation) }).toEqual({ path: openApiPath, documented: true });
      expect(operation.security).toEqual(expect.arrayContaining([expect.objectContaining({ bearer: [] })]));
      expect(operation.responses['401']).toBeDefined();
      expect(operation.responses['403']).toBeDefined();
    }
  });
});
