import { readFileSync } from 'node:fs';
import { API_TYPES_FILE, renderApiTypes } from '../scripts/api-types';
import { buildOpenApiDocument } from '../src/openapi';
import { startTestApp, TestApp } from './support/test-app';

/** The first line where two texts differ, to say what changed. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  for (let line = 0; line < Math.max(a.length, b.length); line += 1) {
    if (a[line] !== b[line])
      return `line ${line + 1}: committed ${JSON.stringify(a[line] ?? '<end>')}, fresh ${JSON.stringify(b[line] ?? '<end>')}`;
  }
  return 'none';
}

describe('shared API types (api-types/openapi.ts)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('are what openapi-typescript makes of the current OpenAPI document (else run npm run api-types)', () => {
    const fresh = renderApiTypes(buildOpenApiDocument(shop.app));
    expect(fresh).toContain('"/api/v1/admin/categories"');
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect({ upToDate: committed === fresh, firstDifference: firstDifference(committed, fresh) }).toEqual({
      upToDate: true,
      firstDifference: 'none',
    });
  });

  it('are built from the same document the application serves', async () => {
    const served = (await shop.api().get('/api/docs-json').expect(200)).body as unknown;
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(shop.app))));
  });
});
