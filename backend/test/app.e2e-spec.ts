import { startTestApp, TestApp } from './support/test-app';

interface OpenApiOperation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('application shell', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const response = await shop.api().get('/api/v1/no-such-thing').expect(404);
    expect(response.body).toEqual({ detail: expect.any(String) });
  });

  it('serves the OpenAPI document', async () => {
    const response = await shop.api().get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
  });

  it('declares a 400 {detail} on every admin route that takes a body, query or path parameter', async () => {
    const document = (await shop.api().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const undeclared: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/v1/bulbash_admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody && (operation.parameters ?? []).length === 0) continue;
        checked += 1;
        const schema = operation.responses['400']?.content?.['application/json']?.schema?.$ref;
        if (schema !== '#/components/schemas/ErrorResponse') undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(undeclared).toEqual([]);
  });

  it('has no pending schema changes after the migrations ran', async () => {
    const sql = await shop.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });
});
