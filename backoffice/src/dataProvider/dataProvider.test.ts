import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from './dataProvider';
import { takeServerMessage } from './serverMessages';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; json?: unknown; headers?: Record<string, string> };

let calls: Call[];
let replies: Reply[];

const API = '/api/v1/bulbash_admin';

const reply = (...r: Reply[]) => replies.push(...r);

beforeEach(() => {
  calls = [];
  replies = [];
  window.localStorage.setItem('token', 'tok-123');
  takeServerMessage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
      });
      const next = replies.shift() ?? { json: {} };
      return new Response(next.json === undefined ? '' : JSON.stringify(next.json), {
        status: next.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...next.headers },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const decode = (url: string) => {
  const [path, search = ''] = url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
};

const provider = createDataProvider();

describe('getList', () => {
  it('sends paging, sorting and filters as query parameters and reads X-Total-Count', async () => {
    reply({ json: [{ id: 1, name: 'Салаты' }], headers: { 'X-Total-Count': '41' } });
    const result = await provider.getList('admin-categories', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'position', order: 'DESC' },
      filter: { q: 'Сал', status_enabled: false },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Салаты' }], total: 41 });
    const { path, query } = decode(calls[0].url);
    expect(path).toBe(`${API}/get_list_categories`);
    expect(query).toEqual({
      page: '3',
      per_page: '10',
      sort: 'position',
      order: 'DESC',
      name: 'Сал',
      status_enabled: 'false',
    });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('maps product filters by category, subcategory and availability and caps per_page at 200', async () => {
    reply({ json: [], headers: { 'X-Total-Count': '0' } });
    await provider.getList('admin-products', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'price', order: 'ASC' },
      filter: { category_id: 2, subcategory_id: 7, status_enabled: true, empty: '' },
    });
    const { path, query } = decode(calls[0].url);
    expect(path).toBe(`${API}/get_list_products`);
    expect(query).toEqual({
      page: '1',
      per_page: '200',
      sort: 'price',
      order: 'ASC',
      category_id: '2',
      subcategory_id: '7',
      status_enabled: 'true',
    });
  });

  it('maps subcategory filters to get_list_subcategories', async () => {
    reply({ json: [{ id: 4, name: 'Канапе', category_id: 2 }], headers: { 'X-Total-Count': '1' } });
    const result = await provider.getList('admin-subcategories', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { category_id: 2, q: 'Кан' },
    });
    expect(result.total).toBe(1);
    const { path, query } = decode(calls[0].url);
    expect(path).toBe(`${API}/get_list_subcategories`);
    expect(query).toMatchObject({ category_id: '2', name: 'Кан', page: '1', per_page: '25' });
  });

  it('unwraps the orders {data} body and sends the order filters', async () => {
    const row = { id: 9, status: 'pending', total_cost: 45.5, contact_phone: '375291234567' };
    reply({ json: { data: [row] }, headers: { 'X-Total-Count': '120' } });
    const result = await provider.getList('orders', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'date_created', order: 'DESC' },
      filter: {
        payment_method: 'card',
        status: 'pending',
        date_from: '2025-01-01',
        date_to: '2025-01-31',
        phone: '29123',
      },
    });
    expect(result).toEqual({ data: [row], total: 120 });
    const { path, query } = decode(calls[0].url);
    expect(path).toBe(`${API}/get-all-orders`);
    expect(query).toEqual({
      page: '2',
      per_page: '25',
      sort: 'date_created',
      order: 'DESC',
      payment_method: 'card',
      status: 'pending',
      date_from: '2025-01-01',
      date_to: '2025-01-31',
      phone: '29123',
    });
  });

  it('pages in the browser when the server sends no X-Total-Count', async () => {
    reply({ json: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const result = await provider.getList('admin-categories', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 3 }], total: 3 });
  });

  it('serves picker lists from the short list, filtered, sorted and paged locally', async () => {
    reply({
      json: [
        { id: 1, name: 'Салаты' },
        { id: 2, name: 'Закуски' },
        { id: 3, name: 'Сладкое' },
      ],
    });
    const result = await provider.getList('short-categories', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ЛА' },
    });
    expect(calls[0].url).toBe(`${API}/get-list-short-categories`);
    expect(result).toEqual({ data: [{ id: 1, name: 'Салаты' }], total: 2 });
  });

  it('limits the subcategory picker to one category through get_list_subcategories', async () => {
    reply({ json: [{ id: 5, name: 'Мини', category_id: 3, status_enabled: true }] });
    const result = await provider.getList('short-subcategories', {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'name', order: 'ASC' },
      filter: { category_id: 3 },
    });
    expect(calls[0].url).toBe(`${API}/get_list_subcategories?category_id=3`);
    expect(result).toEqual({ data: [{ id: 5, name: 'Мини' }], total: 1 });
  });

  it('uses get-list-short-subcategories without a category', async () => {
    reply({ json: [{ id: 5, name: 'Мини' }] });
    await provider.getList('short-subcategories', {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].url).toBe(`${API}/get-list-short-subcategories`);
  });
});

describe('getOne', () => {
  it.each([
    ['admin-categories', `${API}/get_category_5`],
    ['admin-subcategories', `${API}/get_subcategory_5`],
    ['admin-products', `${API}/get_product_5`],
    ['orders', `${API}/get-order/5`],
  ])('%s → %s', async (resource, url) => {
    reply({ json: { id: 5, name: 'x' } });
    const result = await provider.getOne(resource, { id: 5 });
    expect(calls[0].url).toBe(url);
    expect(result.data).toEqual({ id: 5, name: 'x' });
  });

  it('rejects an unknown resource', async () => {
    await expect(provider.getOne('users', { id: 1 })).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(0);
  });
});

describe('getMany and getManyReference', () => {
  it('getMany asks the list endpoint for the ids', async () => {
    reply({ json: [{ id: 1 }, { id: 2 }] });
    const result = await provider.getMany('admin-products', { ids: [1, 2] });
    expect(calls[0].url).toBe(`${API}/get_list_products?ids=1%2C2`);
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('getMany of an order unwraps {data}', async () => {
    reply({ json: { data: [{ id: 7 }] } });
    const result = await provider.getMany('orders', { ids: [7] });
    expect(decode(calls[0].url)).toEqual({ path: `${API}/get-all-orders`, query: { ids: '7' } });
    expect(result.data).toEqual([{ id: 7 }]);
  });

  it('getMany on a picker list filters the short list locally', async () => {
    reply({ json: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 3, name: 'c' }] });
    const result = await provider.getMany('short-subcategories', { ids: [3, '1'] });
    expect(calls[0].url).toBe(`${API}/get-list-short-subcategories`);
    expect(result.data.map((r) => r.id)).toEqual([1, 3]);
  });

  it('getMany with no ids makes no request', async () => {
    const result = await provider.getMany('admin-products', { ids: [] });
    expect(result.data).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('getManyReference filters the list by the target', async () => {
    reply({ json: [{ id: 11 }], headers: { 'X-Total-Count': '30' } });
    const result = await provider.getManyReference('admin-products', {
      target: 'category_id',
      id: 4,
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status_enabled: true },
    });
    expect(result).toEqual({ data: [{ id: 11 }], total: 30 });
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/get_list_products`,
      query: {
        page: '2',
        per_page: '10',
        sort: 'name',
        order: 'ASC',
        status_enabled: 'true',
        category_id: '4',
      },
    });
  });
});

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });

describe('create', () => {
  it('creates a category: multipart img_file and the fields as query parameters', async () => {
    const created = { id: 12, name: 'Фуршет', position: 2 };
    reply({ status: 201, json: created });
    const file = image();
    const result = await provider.create('admin-categories', {
      data: {
        name: 'Фуршет',
        description: 'Для офиса',
        status_enabled: true,
        position: 2,
        img_file: { rawFile: file, src: 'blob:x', title: 'photo.jpg' },
      },
    });
    expect(result.data).toEqual(created);
    const call = calls[0];
    expect(call.method).toBe('POST');
    expect(decode(call.url)).toEqual({
      path: `${API}/create_category`,
      query: { name: 'Фуршет', description: 'Для офиса', status_enabled: 'true', position: '2' },
    });
    expect(call.body).toBeInstanceOf(FormData);
    const sent = (call.body as FormData).get('img_file') as File;
    expect(sent.name).toBe('photo.jpg');
    expect(sent.size).toBe(3);
    expect(call.headers.get('Content-Type')).toBeNull();
  });

  it('creates a product with numbers as query parameters and no file when none was chosen', async () => {
    reply({ status: 201, json: { id: 3 } });
    await provider.create('admin-products', {
      data: {
        name: 'Канапе',
        description: 'd',
        ingredients: 'i',
        price: 12.5,
        weight: 300,
        people_numbers: 2,
        category_id: '1',
        subcategory_id: 4,
        status_enabled: false,
      },
    });
    const call = calls[0];
    expect(decode(call.url)).toEqual({
      path: `${API}/create_product`,
      query: {
        name: 'Канапе',
        description: 'd',
        ingredients: 'i',
        price: '12.5',
        weight: '300',
        people_numbers: '2',
        category_id: '1',
        subcategory_id: '4',
        status_enabled: 'false',
      },
    });
    expect((call.body as FormData).has('img_file')).toBe(false);
  });

  it('creates a subcategory with a JSON body', async () => {
    reply({ status: 201, json: { id: 8, name: 'Мини', category_id: 2 } });
    const result = await provider.create('admin-subcategories', {
      data: { name: 'Мини', status_enabled: true, category_id: '2' },
    });
    expect(result.data.id).toBe(8);
    expect(calls[0].url).toBe(`${API}/create_subcategory`);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0].body as string)).toEqual({ name: 'Мини', status_enabled: true, category_id: 2 });
  });

  it('refuses to create orders', async () => {
    await expect(provider.create('orders', { data: {} })).rejects.toMatchObject({ status: 405 });
    expect(calls).toHaveLength(0);
  });
});

describe('update', () => {
  it('sends only the changed category fields, then re-fetches the item', async () => {
    const previousData = { id: 3, name: 'Старое', description: 'd', status_enabled: true, position: 1, image_path: '/uploads/a.webp' };
    const fresh = { ...previousData, name: 'Новое', position: 4 };
    reply({ json: { detail: 'Категория обновлена' } }, { json: fresh });
    const result = await provider.update('admin-categories', {
      id: 3,
      data: { ...previousData, name: 'Новое', position: 4 },
      previousData,
    });
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'GET']);
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/update_category_3`,
      query: { name: 'Новое', position: '4' },
    });
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect((calls[0].body as FormData).has('img_file')).toBe(false);
    expect(calls[1].url).toBe(`${API}/get_category_3`);
    expect(result.data).toEqual(fresh);
    expect(takeServerMessage()).toBe('Категория обновлена');
    expect(takeServerMessage()).toBeUndefined();
  });

  it('sends a newly chosen product image and a changed price', async () => {
    const previousData = { id: 4, name: 'Торт', price: 30, weight: 1000, category_id: 1, subcategory_id: 2, status_enabled: true };
    reply({ json: { detail: 'ok' } }, { json: { ...previousData, price: 32.5 } });
    await provider.update('admin-products', {
      id: 4,
      data: { ...previousData, price: 32.5, category_id: '1', img_file: { rawFile: image() } },
      previousData,
    });
    expect(decode(calls[0].url)).toEqual({ path: `${API}/update_product_4`, query: { price: '32.5' } });
    expect(((calls[0].body as FormData).get('img_file') as File).name).toBe('photo.jpg');
    expect(calls[1].url).toBe(`${API}/get_product_4`);
  });

  it('sends an availability switch-off as status_enabled=false', async () => {
    const previousData = { id: 4, name: 'Торт', status_enabled: true };
    reply({ json: { detail: 'ok' } }, { json: { ...previousData, status_enabled: false } });
    const result = await provider.update('admin-products', {
      id: 4,
      data: { ...previousData, status_enabled: false },
      previousData,
    });
    expect(decode(calls[0].url).query).toEqual({ status_enabled: 'false' });
    expect(result.data.status_enabled).toBe(false);
  });

  it('sends a cleared category description as an empty string', async () => {
    const previousData = { id: 3, name: 'Салаты', description: 'Свежие', status_enabled: true, position: 1 };
    reply({ json: { detail: 'Категория обновлена' } }, { json: { ...previousData, description: '' } });
    // react-admin's TextInput turns an emptied field into null.
    const result = await provider.update('admin-categories', {
      id: 3,
      data: { ...previousData, description: null },
      previousData,
    });
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'GET']);
    expect(decode(calls[0].url)).toEqual({ path: `${API}/update_category_3`, query: { description: '' } });
    expect(calls[0].url).toBe(`${API}/update_category_3?description=`);
    expect(result.data.description).toBe('');
    expect(takeServerMessage()).toBe('Категория обновлена');
  });

  it('sends cleared product description and ingredients as empty strings, with other changes', async () => {
    const previousData = { id: 4, name: 'Торт', description: 'Бисквит', ingredients: 'мука, яйца', price: 30 };
    reply({ json: { detail: 'ok' } }, { json: previousData });
    await provider.update('admin-products', {
      id: 4,
      data: { ...previousData, description: null, ingredients: '', price: 31 },
      previousData,
    });
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/update_product_4`,
      query: { description: '', ingredients: '', price: '31' },
    });
  });

  it('sends nothing for a text that was already empty and stays empty', async () => {
    const previousData = { id: 4, name: 'Торт', description: '', ingredients: null };
    reply({ json: previousData });
    await provider.update('admin-products', {
      id: 4,
      data: { ...previousData, description: null, ingredients: null },
      previousData,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${API}/get_product_4`]);
  });

  it('sends a cleared name as an empty string and shows the server refusal instead of a success', async () => {
    const previousData = { id: 6, name: 'Мини', status_enabled: true, category_id: 1 };
    reply({ status: 400, json: { detail: 'name: название не может быть пустым' } });
    const error = await provider
      .update('admin-subcategories', { id: 6, data: { ...previousData, name: null }, previousData })
      .catch((e: unknown) => e);
    expect(JSON.parse(calls[0].body as string)).toEqual({ name: '' });
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('name: название не может быть пустым');
    expect(calls).toHaveLength(1); // no re-fetch, no success
    expect(takeServerMessage()).toBeUndefined();
  });

  it('sends a cleared product name and price so the server can refuse them', async () => {
    const previousData = { id: 4, name: 'Торт', price: 30, status_enabled: true };
    reply({ status: 400, json: { detail: 'name: название не может быть пустым' } });
    await expect(
      provider.update('admin-products', { id: 4, data: { ...previousData, name: null, price: null }, previousData }),
    ).rejects.toThrow('name: название не может быть пустым');
    expect(decode(calls[0].url).query).toEqual({ name: '', price: '' });
  });

  it('makes no update call when nothing changed', async () => {
    const previousData = { id: 3, name: 'Same', status_enabled: true, category_id: 1 };
    reply({ json: previousData });
    const result = await provider.update('admin-subcategories', {
      id: 3,
      data: { ...previousData },
      previousData,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${API}/get_subcategory_3`);
    expect(result.data).toEqual(previousData);
  });

  it('updates a subcategory with a JSON body of the changed fields', async () => {
    const previousData = { id: 6, name: 'Мини', status_enabled: true, category_id: 1, category_name: 'A' };
    reply({ json: { detail: 'Подкатегория обновлена' } }, { json: { ...previousData, category_id: 2 } });
    await provider.update('admin-subcategories', {
      id: 6,
      data: { ...previousData, category_id: '2' },
      previousData,
    });
    expect(calls[0].url).toBe(`${API}/update_subcategory_6`);
    expect(calls[0].method).toBe('PATCH');
    expect(JSON.parse(calls[0].body as string)).toEqual({ category_id: 2 });
  });

  it('updates an order through update-status-order, then re-fetches it', async () => {
    const previousData = { id: 9, payment_method: 'cash', status: 'pending', total_cost: 45.5 };
    reply({ json: { message: 'Статус заказа обновлён' } }, { json: { ...previousData, status: 'completed', order_items: [] } });
    const result = await provider.update('orders', {
      id: 9,
      data: { ...previousData, status: 'completed' },
      previousData,
    });
    expect(calls[0].url).toBe(`${API}/update-status-order`);
    expect(calls[0].method).toBe('POST');
    expect(JSON.parse(calls[0].body as string)).toEqual({
      order_id: 9,
      payment_method: 'cash',
      status: 'completed',
      total_cost: 45.5,
    });
    expect(calls[1].url).toBe(`${API}/get-order/9`);
    expect(result.data.status).toBe('completed');
    expect(takeServerMessage()).toBe('Статус заказа обновлён');
  });

  it('updateMany updates each record against its loaded state', async () => {
    reply(
      { json: { id: 1, status_enabled: true } },
      { json: { detail: 'ok' } },
      { json: { id: 1, status_enabled: false } },
      { json: { id: 2, status_enabled: false } },
      { json: { id: 2, status_enabled: false } },
    );
    const result = await provider.updateMany('admin-products', { ids: [1, 2], data: { status_enabled: false } });
    expect(result.data).toEqual([1, 2]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${API}/get_product_1`,
      `PATCH ${API}/update_product_1?status_enabled=false`,
      `GET ${API}/get_product_1`,
      `GET ${API}/get_product_2`,
      `GET ${API}/get_product_2`,
    ]);
  });
});

describe('delete', () => {
  it('deletes one item and keeps the server detail for the notification', async () => {
    reply({ json: { detail: 'Продукт удалён' } });
    const previousData = { id: 4, name: 'Торт' };
    const result = await provider.delete('admin-products', { id: 4, previousData });
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].url).toBe(`${API}/delete_product_4`);
    expect(result.data).toEqual(previousData);
    expect(takeServerMessage()).toBe('Продукт удалён');
  });

  it.each([
    ['admin-categories', 'delete_category_2'],
    ['admin-subcategories', 'delete_subcategory_2'],
  ])('%s → %s', async (resource, path) => {
    reply({ json: { detail: 'ok' } });
    await provider.delete(resource, { id: 2 });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `${API}/${path}` });
  });

  it('deleteMany deletes every id', async () => {
    reply({ json: { detail: 'a' } }, { json: { detail: 'b' } });
    const result = await provider.deleteMany('admin-categories', { ids: [5, 6] });
    expect(result.data).toEqual([5, 6]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE ${API}/delete_category_5`,
      `DELETE ${API}/delete_category_6`,
    ]);
    expect(takeServerMessage()).toBe('Удалено позиций: 2');
  });

  it('refuses to delete orders', async () => {
    await expect(provider.delete('orders', { id: 1 })).rejects.toMatchObject({ status: 405 });
    expect(calls).toHaveLength(0);
  });
});

describe('errors and extras', () => {
  it('turns the server detail into the HttpError message', async () => {
    reply({ status: 409, json: { detail: 'Нельзя удалить категорию, в которой есть продукты' } });
    const error = await provider.delete('admin-categories', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Нельзя удалить категорию, в которой есть продукты');
  });

  it('reports a network failure with a prefix', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(provider.getOne('orders', { id: 1 })).rejects.toThrow('Ошибка сети: Failed to fetch');
  });

  it('sends no Authorization header without a token', async () => {
    window.localStorage.removeItem('token');
    reply({ json: { id: 1 } });
    await provider.getOne('orders', { id: 1 });
    expect(calls[0].headers.get('Authorization')).toBeNull();
  });

  it('loads the dashboard', async () => {
    const dashboard = {
      counts_by_status: { pending: 1, processing: 2, completed: 3, canceled: 0 },
      last_30_days: { order_count: 6, revenue: 100.5 },
      daily: [{ date: '2025-01-01', order_count: 1, revenue: 10 }],
    };
    reply({ json: dashboard });
    expect(await provider.getDashboard()).toEqual(dashboard);
    expect(calls[0].url).toBe(`${API}/dashboard`);
  });
});
