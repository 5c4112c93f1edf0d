import { startTestApp, TestApp } from './support/test-app';

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

  it('has no pending schema changes after the migrations ran', async () => {
    const sql = await shop.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });
});
