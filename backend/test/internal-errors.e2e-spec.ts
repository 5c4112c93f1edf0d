import { InternalServerErrorException, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { Category } from '../src/catalogue/category.entity';
import { CatalogueService } from '../src/catalogue/catalogue.service';
import { startTestApp, TestApp } from './support/test-app';

const GENERIC_500 = { detail: 'Внутренняя ошибка сервера' };

/**
 * An unexpected failure inside a route: the client gets only the generic Russian detail,
 * the log gets the request line and the stack (src/http/http-error.filter.ts).
 */
describe('internal errors are hidden from the client and logged', () => {
  let shop: TestApp;
  let logged: jest.Spied<Logger['error']>;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** The one error line logged by the filter: its logger's context, message and stack. */
  const onlyLogLine = () => {
    expect(logged).toHaveBeenCalledTimes(1);
    const [message, stack] = logged.mock.calls[0];
    const context = (logged.mock.contexts[0] as unknown as { context?: string }).context;
    return { context, message, stack: String(stack) };
  };

  it('a failing database query → 500 {detail} without the SQL or the driver message; the log has both and the stack', async () => {
    const failure = new QueryFailedError(
      'SELECT password_hash FROM users',
      [],
      new Error('SQLITE_CORRUPT: database disk image is malformed'),
    );
    jest.spyOn(shop.dataSource.getRepository(Category), 'createQueryBuilder').mockImplementation(() => {
      throw failure;
    });

    const response = await shop.api().get('/api/v1/category/list').expect(500);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(GENERIC_500);
    for (const secret of ['SQLITE_CORRUPT', 'password_hash', 'QueryFailedError', '.ts:', ' at '])
      expect(response.text).not.toContain(secret);

    const line = onlyLogLine();
    expect(line.context).toBe('HttpError');
    expect(line.message).toBe('GET /api/v1/category/list');
    expect(line.stack).toBe(failure.stack);
    expect(line.stack).toContain('SQLITE_CORRUPT: database disk image is malformed');
    expect(line.stack).toMatch(/\n\s+at .+internal-errors\.e2e-spec\.ts:\d+/);
  });

  it('an InternalServerErrorException with an internal message → 500 with the generic detail, message only in the log', async () => {
    const failure = new InternalServerErrorException('connection pool exhausted at 10.0.0.5:3306');
    jest.spyOn(shop.app.get(CatalogueService), 'listProducts').mockRejectedValue(failure);

    const response = await shop.api().get('/api/v1/product/products_list?page=2').expect(500);

    expect(response.body).toEqual(GENERIC_500);
    expect(response.text).not.toContain('10.0.0.5');
    const line = onlyLogLine();
    expect(line.message).toBe('GET /api/v1/product/products_list?page=2');
    expect(line.stack).toContain('InternalServerErrorException: connection pool exhausted at 10.0.0.5:3306');
  });

  it('a thrown value that is not an Error → 500 with the generic detail, the value in the log', async () => {
    jest.spyOn(shop.app.get(CatalogueService), 'getProduct').mockRejectedValue('cache shard 7 unreachable');

    const response = await shop.api().get('/api/v1/product/product_1').expect(500);

    expect(response.body).toEqual(GENERIC_500);
    expect(onlyLogLine()).toEqual({ context: 'HttpError', message: 'GET /api/v1/product/product_1', stack: 'cache shard 7 unreachable' });
  });

  it('client errors keep their own detail and are not logged as errors', async () => {
    const response = await shop.api().get('/api/v1/product/product_999999').expect(404);
    expect(response.body).toEqual({ detail: 'Товар не найден' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('the same route answers normally once the failure is gone', async () => {
    await shop.api().get('/api/v1/category/list').expect(200, []);
    expect(logged).not.toHaveBeenCalled();
  });
});
