import { applicationRoutes } from './support/routes';
import { startTestApp, TestApp } from './support/test-app';

interface Operation {
  summary?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** '/api/v1/bulbash_admin/update_category_:id' → '/api/v1/bulbash_admin/update_category_{id}' */
const asOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  let shop: TestApp;
  let document: OpenApiDocument;
  let apiRoutes: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    shop = await startTestApp();
    document = (await shop.api().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    // The API and the Prometheus scrape target, documented too.
    apiRoutes = applicationRoutes(shop).filter((route) => route.path.startsWith('/api/v1/') || route.path === '/metrics');
  });
  afterAll(async () => shop.close());

  it('describes every API route the application serves, and nothing it does not', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(40);
    const served = apiRoutes.map((route) => `${route.method} ${asOpenApiPath(route.path)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(served);
  });

  it('gives every operation a summary, a JSON success answer with its shape, and the error envelope', () => {
    for (const route of apiRoutes) {
      const operation = document.paths[asOpenApiPath(route.path)][route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      expect({ where, summary: typeof operation.summary }).toEqual({ where, summary: 'string' });
      const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status));
      // CSV downloads (orders.csv, production-sheet.csv) answer text/csv, invoices and quotes (.pdf, /pdf) application/pdf, /metrics Prometheus text; everything else JSON.
      const content = success?.[1].content;
      const type = route.path.endsWith('.csv')
        ? 'text/csv'
        : route.path.endsWith('.pdf') || route.path.endsWith('/pdf')
          ? 'application/pdf'
          : route.path === '/metrics'
            ? 'text/plain'
            : 'application/json';
      const schema = content?.[type]?.schema;
      expect({ where, success: schema !== undefined }).toEqual({ where, success: true });
      const errors = Object.entries(operation.responses).filter(([status]) => /^[45]\d\d$/.test(status));
      if (errors.length > 0) {
        const [status, error] = errors[0];
        expect({ where, status, envelope: error.content?.['application/json']?.schema !== undefined }).toEqual({
          where,
          status,
          envelope: true,
        });
      }
    }
  });

  it('describes the body of every route that takes one, and the id of every route with an id in its path', () => {
    for (const route of apiRoutes) {
      const operation = document.paths[asOpenApiPath(route.path)][route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      for (const name of [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])) {
        const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        expect({ where, name, documented: parameter !== undefined }).toEqual({ where, name, documented: true });
      }
      if (operation.requestBody) {
        const schemas = Object.values(operation.requestBody.content).map((content) => content.schema);
        expect({ where, bodySchema: schemas.length > 0 && schemas.every(Boolean) }).toEqual({ where, bodySchema: true });
      }
    }
    const login = document.paths['/api/v1/users/login'].post;
    expect(Object.keys(login.requestBody?.content ?? {})).toEqual(expect.arrayContaining(['application/x-www-form-urlencoded']));
    for (const [path, method] of [
      ['/api/v1/users/register', 'post'],
      ['/api/v1/cart/add-item-to-cart', 'post'],
      ['/api/v1/cart/update-quantity-item-in-cart', 'patch'],
      ['/api/v1/order/create-new-order', 'post'],
      ['/api/v1/bulbash_admin/create_subcategory', 'post'],
      ['/api/v1/bulbash_admin/update-status-order', 'post'],
    ]) {
      expect({ path, body: document.paths[path][method].requestBody !== undefined }).toEqual({ path, body: true });
    }
  });

  it('documents the name search and the sort of the public product list', () => {
    const parameters = (document.paths['/api/v1/product/products_list'].get.parameters ?? []) as Array<{
      in: string;
      name: string;
      required?: boolean;
      schema?: { enum?: string[]; minLength?: number; maxLength?: number };
    }>;
    const q = parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'q');
    const sort = parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'sort');
    expect(q).toMatchObject({ required: false, schema: { minLength: 1, maxLength: 100 } });
    expect(sort).toMatchObject({ required: false, schema: { enum: ['price_asc', 'price_desc', 'name', 'new'] } });
  });
});
