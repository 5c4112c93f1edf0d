import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../common/validation.pipe';
import { AdminListQuery, MAX_PER_PAGE } from './list-query';

const pipe = createValidationPipe();
const parse = (query: Record<string, string>) =>
  pipe.transform(query, { type: 'query', metatype: AdminListQuery }) as Promise<AdminListQuery>;
const detailOf = async (query: Record<string, string>) => {
  try {
    await parse(query);
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { detail: string }).detail;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
};

describe('AdminListQuery (paging, order and ids of the admin lists)', () => {
  it('turns the query strings into numbers and keeps order and ids as sent', async () => {
    expect(await parse({ page: '2', per_page: '50', order: 'desc', ids: '1, 2,3' })).toEqual({
      page: 2,
      per_page: 50,
      order: 'desc',
      ids: '1, 2,3',
    });
    expect(await parse({ per_page: String(MAX_PER_PAGE) })).toEqual({ per_page: MAX_PER_PAGE });
  });

  it('treats blank parameters as absent, as the front ends send every field of a form', async () => {
    expect(await parse({ page: '', per_page: ' ', order: '', ids: '' })).toEqual({});
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ per_page: '0' }, 'per_page'],
    [{ per_page: String(MAX_PER_PAGE + 1) }, 'per_page'],
    [{ per_page: 'много' }, 'per_page'],
  ])('refuses %p with a 400 naming %p and its range', async (query, field) => {
    const detail = await detailOf(query);
    expect(detail.startsWith(`${field}: `)).toBe(true);
    expect(detail).toMatch(field === 'page' ? /целым числом не меньше 1/ : new RegExp(`целым числом от 1 до ${MAX_PER_PAGE}`));
  });

  it('refuses an unknown direction and malformed or too long id lists', async () => {
    expect(await detailOf({ order: 'up' })).toBe('order: направление сортировки должно быть ASC или DESC');
    for (const ids of ['1,,2', 'a,b', '1;2', '-1', Array.from({ length: 201 }, (_, index) => index + 1).join(',')]) {
      expect({ ids: ids.slice(0, 20), detail: await detailOf({ ids }) }).toEqual({
        ids: ids.slice(0, 20),
        detail: expect.stringMatching(/^ids: список id должен быть строкой вида 1,2,3/),
      });
    }
    expect(await parse({ ids: Array.from({ length: 200 }, (_, index) => index + 1).join(',') })).toHaveProperty('ids');
  });

  it('drops parameters it does not know (the list DTOs add their own filters)', async () => {
    expect(await parse({ page: '1', unexpected: 'x' })).toEqual({ page: 1 });
  });
});
