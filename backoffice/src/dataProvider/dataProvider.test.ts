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

const API = '/api/v1/admin';

const reply = (...r: Reply[]) => replies.push(...r);

beforeEach(() => {
  calls = [];
  replies = [];
  window.localStorage.setItem('token', 'tok-123');
  takeServerMessage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
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

/** Path and decoded query, with the JSON-encoded sort/range/filter parsed. */
const decode = (url: string) => {
  const [path, search = ''] = url.split('?');
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = JSON.parse(value);
  return { path, query };
};

const provider = createDataProvider();

describe('getList', () => {
  it('sends sort, range and filter as JSON, reads Content-Range and sends the token', async () => {
    reply({ json: [{ id: 1, name: 'Салаты' }], headers: { 'Content-Range': 'categories 20-20/41' } });
    const result = await provider.getList('admin-categories', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'position', order: 'DESC' },
      filter: { q: 'Сал', status_enabled: false, empty: '', none: null },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Салаты' }], total: 41 });
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/categories`,
      query: { sort: ['position', 'DESC'], range: [20, 29], filter: { name: 'Сал', status_enabled: false } },
    });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it.each([
    ['admin-products', 'products'],
    ['admin-subcategories', 'subcategories'],
    ['orders', 'orders'],
    ['short-categories', 'categories'],
    ['short-subcategories', 'subcategories'],
  ])('%s reads /%s', async (resource, path) => {
    reply({ json: [], headers: { 'Content-Range': `${path} */0` } });
    const result = await provider.getList(resource, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { category_id: 2 },
    });
    expect(result).toEqual({ data: [], total: 0 });
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/${path}`,
      query: { sort: ['id', 'ASC'], range: [0, 24], filter: { category_id: 2 } },
    });
  });

  it('caps the range at 200 rows and turns a date filter into the Minsk day string', async () => {
    reply({ json: [], headers: { 'Content-Range': 'orders */0' } });
    await provider.getList('orders', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'date_created', order: 'DESC' },
      filter: { date_from: new Date('2025-01-01T00:00:00Z'), status: 'pending' },
    });
    expect(decode(calls[0].url).query).toEqual({
      sort: ['date_created', 'DESC'],
      range: [0, 199],
      filter: { date_from: '2025-01-01', status: 'pending' },
    });
  });

  it('sends the customers search as q (name, surname or e-mail) and reads /customers', async () => {
    reply({ json: [{ id: 3, name: 'Светлана' }], headers: { 'Content-Range': 'customers 0-0/1' } });
    const result = await provider.getList('customers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'total_spent', order: 'DESC' },
      filter: { q: 'ёлкина' },
    });
    expect(result.total).toBe(1);
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/customers`,
      query: { sort: ['total_spent', 'DESC'], range: [0, 24], filter: { q: 'ёлкина' } },
    });
  });

  it('rejects an unknown resource without a request', async () => {
    await expect(
      provider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(0);
  });
});

describe('getOne, getMany, getManyReference', () => {
  it.each([
    ['admin-categories', `${API}/categories/5`],
    ['admin-subcategories', `${API}/subcategories/5`],
    ['admin-products', `${API}/products/5`],
    ['orders', `${API}/orders/5`],
  ])('getOne %s → %s', async (resource, url) => {
    reply({ json: { id: 5, name: 'x' } });
    const result = await provider.getOne(resource, { id: 5 });
    expect(calls[0].url).toBe(url);
    expect(result.data).toEqual({ id: 5, name: 'x' });
  });

  it('getMany asks the list for {"id": [...]}', async () => {
    reply({ json: [{ id: 1 }, { id: 2 }] });
    const result = await provider.getMany('short-subcategories', { ids: [1, 2] });
    expect(decode(calls[0].url)).toEqual({ path: `${API}/subcategories`, query: { filter: { id: [1, 2] } } });
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('getMany with no ids makes no request', async () => {
    expect((await provider.getMany('admin-products', { ids: [] })).data).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('getManyReference filters the list by the target', async () => {
    reply({ json: [{ id: 11 }], headers: { 'Content-Range': 'products 10-10/30' } });
    const result = await provider.getManyReference('admin-products', {
      target: 'category_id',
      id: 4,
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status_enabled: true },
    });
    expect(result).toEqual({ data: [{ id: 11 }], total: 30 });
    expect(decode(calls[0].url)).toEqual({
      path: `${API}/products`,
      query: { sort: ['name', 'ASC'], range: [10, 19], filter: { status_enabled: true, category_id: 4 } },
    });
  });
});

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });

describe('create', () => {
  it('creates a category with an image as multipart: the fields and img_file', async () => {
    const created = { id: 12, name: 'Фуршет', position: 2 };
    reply({ status: 201, json: created });
    const result = await provider.create('admin-categories', {
      data: {
        name: 'Фуршет',
        description: 'Для офиса',
        status_enabled: true,
        position: '2',
        img_file: { rawFile: image(), src: 'blob:x', title: 'photo.jpg' },
      },
    });
    expect(result.data).toEqual(created);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/categories` });
    const form = calls[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'img_file'))).toEqual({
      name: 'Фуршет',
      description: 'Для офиса',
      status_enabled: 'true',
      position: '2',
    });
    const sent = form.get('img_file') as File;
    expect([sent.name, sent.size]).toEqual(['photo.jpg', 3]);
    expect(calls[0].headers.get('Content-Type')).toBeNull();
  });

  it('creates without a file as JSON: numbers as numbers, empty values left out', async () => {
    reply({ status: 201, json: { id: 8, name: 'Мини', category_id: 2 } });
    const result = await provider.create('admin-subcategories', {
      data: { name: 'Мини', status_enabled: true, category_id: '2', id: 'x', category_name: null },
    });
    expect(result.data.id).toBe(8);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/subcategories` });
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0].body as string)).toEqual({ name: 'Мини', status_enabled: true, category_id: 2 });
  });

  it('creates an order at the desk with the desk’s fields only', async () => {
    reply({ json: { id: 77, status: 'pending' } });
    const lines = [{ product_id: 3, quantity: 2 }];
    const diet = { exclude_allergens: ['nuts'], vegetarian_guests: '3', dietary_note: 'у одного ребёнка аллергия на орехи' };
    await provider.create('orders', { data: { user_id: '5', lines, guests: '12', status: 'completed', total_cost: 1, ...diet } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/orders` });
    expect(JSON.parse(calls[0].body as string)).toEqual({ user_id: 5, lines, guests: 12, ...diet, vegetarian_guests: 3 });
  });

  it('reports an answer without a record', async () => {
    reply({ status: 201, json: {} });
    await expect(provider.create('admin-subcategories', { data: { name: 'x', category_id: 1 } })).rejects.toThrow(
      'Сервер не вернул запись',
    );
  });
});

describe('update', () => {
  it('PUTs only the changed category fields as JSON and answers the saved record', async () => {
    const previousData = { id: 3, name: 'Старое', description: 'd', status_enabled: true, position: 1, image_path: '/uploads/a.webp' };
    const saved = { ...previousData, name: 'Новое', position: 4 };
    reply({ json: saved });
    const result = await provider.update('admin-categories', {
      id: 3,
      data: { ...previousData, name: 'Новое', position: '4' },
      previousData,
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${API}/categories/3` });
    expect(JSON.parse(calls[0].body as string)).toEqual({ name: 'Новое', position: 4 });
    expect(result.data).toEqual(saved);
    expect(takeServerMessage()).toBe('Категория успешно обновлена');
    expect(takeServerMessage()).toBeUndefined();
  });

  it('sends a newly chosen product image as multipart with the changed price', async () => {
    const previousData = { id: 4, name: 'Торт', price: 30, category_id: 1, status_enabled: true };
    reply({ json: { ...previousData, price: 32.5 } });
    await provider.update('admin-products', {
      id: 4,
      data: { ...previousData, price: 32.5, category_id: '1', img_file: { rawFile: image() } },
      previousData,
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${API}/products/4` });
    const form = calls[0].body as FormData;
    expect(form.get('price')).toBe('32.5');
    expect(form.has('category_id')).toBe(false);
    expect((form.get('img_file') as File).name).toBe('photo.jpg');
  });

  it('sends cleared texts as empty strings and a switch-off as false', async () => {
    const previousData = { id: 4, name: 'Торт', description: 'Бисквит', ingredients: 'мука', status_enabled: true };
    reply({ json: previousData });
    await provider.update('admin-products', {
      id: 4,
      data: { ...previousData, description: null, ingredients: '', status_enabled: false },
      previousData,
    });
    expect(JSON.parse(calls[0].body as string)).toEqual({ description: '', ingredients: '', status_enabled: false });
  });

  it('sends nothing for a text that was already empty and stays empty', async () => {
    const previousData = { id: 4, name: 'Торт', description: '', ingredients: null };
    reply({ json: previousData });
    await provider.update('admin-products', { id: 4, data: { ...previousData, description: null, ingredients: null }, previousData });
    expect(JSON.parse(calls[0].body as string)).toEqual({});
  });

  it('shows the server refusal of a cleared name instead of a success', async () => {
    const previousData = { id: 6, name: 'Мини', status_enabled: true, category_id: 1 };
    reply({ status: 400, json: { detail: 'name: название не может быть пустым' } });
    const error = await provider
      .update('admin-subcategories', { id: 6, data: { ...previousData, name: null }, previousData })
      .catch((e: unknown) => e);
    expect(JSON.parse(calls[0].body as string)).toEqual({ name: '' });
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe('name: название не может быть пустым');
    expect(takeServerMessage()).toBeUndefined();
  });

  it('updates an order: the changed payment method, status or total', async () => {
    const previousData = { id: 9, payment_method: 'cash', status: 'pending', total_cost: 45.5, first_name: 'Анна' };
    reply({ json: { ...previousData, status: 'completed', order_items: [] } });
    const result = await provider.update('orders', {
      id: 9,
      data: { ...previousData, status: 'completed', total_cost: '45.5' },
      previousData,
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${API}/orders/9` });
    expect(JSON.parse(calls[0].body as string)).toEqual({ status: 'completed' });
    expect(result.data.status).toBe('completed');
    expect(takeServerMessage()).toBe('Заказ успешно обновлен');
  });

  it('sends the version of the order as loaded, so a change made since is a 409 instead of being overwritten', async () => {
    const previousData = { id: 9, payment_method: 'cash', status: 'pending', total_cost: 45.5, version: 4 };
    reply({ status: 409, json: { detail: 'Заказ изменился, обновите страницу' } });
    const error = await provider
      .update('orders', { id: 9, data: { ...previousData, status: 'completed' }, previousData })
      .catch((caught: unknown) => caught);
    expect(JSON.parse(calls[0].body as string)).toEqual({ status: 'completed', version: 4 });
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Заказ изменился, обновите страницу');
  });

  it('updateMany switches products on or off in one PATCH of the collection and keeps the server text', async () => {
    reply({ json: { detail: 'Выключено товаров: 2', ids: [1, 2] } });
    const result = await provider.updateMany('admin-products', { ids: [1, '2'], data: { status_enabled: false } });
    expect(result.data).toEqual([1, '2']);
    expect(calls.map((c) => `${c.method} ${c.url} ${String(c.body)}`)).toEqual([
      `PATCH ${API}/products {"ids":[1,2],"status_enabled":false}`,
    ]);
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(takeServerMessage()).toBe('Выключено товаров: 2');
  });

  it('updateMany adds or removes one diet tag or allergen in one PATCH of products/dietary', async () => {
    reply({ json: { detail: 'Отмечено, товаров: 2', ids: [1, 2] } });
    await provider.updateMany('admin-products', { ids: [1, '2'], data: { allergen: 'nuts', present: true } });
    expect(calls.map((c) => `${c.method} ${c.url} ${String(c.body)}`)).toEqual([
      `PATCH ${API}/products/dietary {"ids":[1,2],"allergen":"nuts","present":true}`,
    ]);
    expect(takeServerMessage()).toBe('Отмечено, товаров: 2');
  });

  it('update sends the code lists as JSON arrays only when their content changed', async () => {
    const previousData = { id: 4, name: 'Торт', allergens: ['gluten', 'milk'], diet_tags: ['vegetarian'] };
    reply({ json: previousData }, { json: previousData });
    await provider.update('admin-products', { id: 4, data: { ...previousData, allergens: ['milk', 'gluten'] }, previousData });
    expect(JSON.parse(calls[0].body as string)).toEqual({});
    await provider.update('admin-products', { id: 4, data: { ...previousData, diet_tags: [], allergens: ['milk', 'eggs'] }, previousData });
    expect(JSON.parse(calls[1].body as string)).toEqual({ diet_tags: [], allergens: ['milk', 'eggs'] });
  });

  it('updateMany of anything else PUTs the change to each record', async () => {
    reply({ json: { id: 1, status_enabled: false } }, { json: { id: 2, status_enabled: false } });
    const result = await provider.updateMany('admin-categories', { ids: [1, 2], data: { status_enabled: false } });
    expect(result.data).toEqual([1, 2]);
    expect(calls.map((c) => `${c.method} ${c.url} ${String(c.body)}`)).toEqual([
      `PUT ${API}/categories/1 {"status_enabled":false}`,
      `PUT ${API}/categories/2 {"status_enabled":false}`,
    ]);
  });
});

describe('delete', () => {
  it('deletes one item, answers the deleted record and keeps the notification text', async () => {
    const record = { id: 4, name: 'Торт' };
    reply({ json: record });
    const result = await provider.delete('admin-products', { id: 4, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `${API}/products/4` });
    expect(result.data).toEqual(record);
    expect(takeServerMessage()).toBe('Товар успешно удален');
  });

  it('deleteMany deletes every id', async () => {
    reply({ json: { id: 5 } }, { json: { id: 6 } });
    const result = await provider.deleteMany('admin-categories', { ids: [5, 6] });
    expect(result.data).toEqual([5, 6]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE ${API}/categories/5`, `DELETE ${API}/categories/6`]);
    expect(takeServerMessage()).toBe('Удалено позиций: 2');
  });

  it('refuses to delete orders', async () => {
    await expect(provider.delete('orders', { id: 1 })).rejects.toMatchObject({ status: 405 });
    expect(calls).toHaveLength(0);
  });
});

describe('errors and extras', () => {
  it('turns the server detail into the HttpError message', async () => {
    reply({ status: 409, json: { detail: 'Нельзя удалить категорию, пока в ней есть подкатегории или товары' } });
    const error = await provider.delete('admin-categories', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Нельзя удалить категорию, пока в ней есть подкатегории или товары');
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
    expect(calls[0].url).toBe('/api/v1/bulbash_admin/dashboard');
  });
});

describe('enquiries and event formats', () => {
  const provider = createDataProvider();

  it('changes an enquiry with PUT { status, note } and never creates or deletes one', async () => {
    reply({ json: { id: 7, status: 'in_progress' } });
    await provider.update('enquiries', {
      id: 7,
      data: { status: 'in_progress', note: 'Позвонил' },
      previousData: { id: 7, status: 'new' },
    });
    expect(calls[0]).toMatchObject({ url: `${API}/enquiries/7`, method: 'PUT' });
    expect(JSON.parse(String(calls[0].body))).toEqual({ status: 'in_progress', note: 'Позвонил' });
    expect(takeServerMessage()).toBe('Заявка обновлена');
    await expect(provider.create('enquiries', { data: { status: 'new' } })).rejects.toMatchObject({ status: 405 });
    await expect(provider.delete('enquiries', { id: 7, previousData: { id: 7 } })).rejects.toMatchObject({ status: 405 });
  });

  it('lists new enquiries with the status filter, and sends a format with its categories', async () => {
    reply({ json: [], headers: { 'Content-Range': 'enquiries */3' } });
    const list = await provider.getList('enquiries', {
      filter: { status: 'new' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(list.total).toBe(3);
    expect(decodeURIComponent(calls[0].url)).toContain('filter={"status":"new"}');
    reply({ json: { id: 2, code: 'buffet' } });
    await provider.create('event-formats', {
      data: { code: 'buffet', name: 'Фуршет', min_guests: '10', categories: [{ category_id: 1, portions_per_guest: 1 }] },
    });
    expect(calls[1]).toMatchObject({ url: `${API}/event-formats`, method: 'POST' });
    expect(JSON.parse(String(calls[1].body))).toEqual({
      code: 'buffet',
      name: 'Фуршет',
      min_guests: 10,
      categories: [{ category_id: 1, portions_per_guest: 1 }],
    });
  });
});

describe('«Создать заказ» from an enquiry', () => {
  it('POSTs the names to the enquiry’s order route and answers the new order', async () => {
    const provider = createDataProvider();
    reply({ json: { message: 'Создан заказ №42 по заявке №7', order_id: 42 } });
    const answer = await provider.createOrderFromEnquiry(7, {
      first_name: 'Ольга',
      surname: 'Новикова',
      last_name: 'Ивановна',
      payment_method: 'cash',
    });
    expect(answer.order_id).toBe(42);
    expect(calls[0]).toMatchObject({ url: `${API}/enquiries/7/order`, method: 'POST' });
    expect(JSON.parse(String(calls[0].body))).toEqual({
      first_name: 'Ольга',
      surname: 'Новикова',
      last_name: 'Ивановна',
      payment_method: 'cash',
    });
  });
});

describe('quotes', () => {
  const lines = [
    { kind: 'dish', product_id: 3, quantity: 4 },
    { kind: 'service', name: 'Официант', unit: 'час', quantity: 8, unit_price: 15 },
  ];

  it('creates and updates with the whole quote the editor built, lines included, nothing the API does not take', async () => {
    const provider = createDataProvider();
    reply({ status: 201, json: { id: 5, status: 'draft', version: 1 } }, { json: { id: 6, status: 'draft', version: 2 } });
    await provider.create('quotes', { data: { contact_name: 'Анна', guests: 40, lines, discount_percent: 5, discount_amount: null } });
    expect(calls[0]).toMatchObject({ url: `${API}/quotes`, method: 'POST' });
    expect(JSON.parse(String(calls[0].body))).toEqual({
      contact_name: 'Анна',
      guests: 40,
      lines,
      discount_percent: 5,
      discount_amount: null,
    });

    // Same number of lines as before, one quantity changed: still sent (each save is a full version).
    const changed = [{ ...lines[0], quantity: 5 }, lines[1]];
    const updated = await provider.update('quotes', {
      id: 5,
      data: { contact_name: 'Анна', guests: 40, lines: changed, history: [] },
      previousData: { id: 5, contact_name: 'Анна', guests: 40, lines },
    });
    expect(calls[1]).toMatchObject({ url: `${API}/quotes/5`, method: 'PUT' });
    expect(JSON.parse(String(calls[1].body))).toEqual({ contact_name: 'Анна', guests: 40, lines: changed });
    expect(updated.data.id).toBe(6);
  });

  it('sends a quote with POST …/send', async () => {
    const provider = createDataProvider();
    reply({ status: 201, json: { id: 5, status: 'sent' } });
    const answer = await provider.sendQuote(5);
    expect(answer.status).toBe('sent');
    expect(calls[0]).toMatchObject({ url: `${API}/quotes/5/send`, method: 'POST' });
  });

  it('queues a failed letter again with POST outbox/…/retry', async () => {
    const provider = createDataProvider();
    reply({ status: 200, json: { id: 7, status: 'pending', attempts: 0 } });
    const answer = await provider.retryLetter(7);
    expect(answer.status).toBe('pending');
    expect(calls[0]).toMatchObject({ url: `${API}/outbox/7/retry`, method: 'POST' });
  });
});

describe('costing (#38)', () => {
  it('creates an ingredient with its fields as numbers and clears an optional pack size and supplier as null', async () => {
    const provider = createDataProvider();
    reply({ status: 201, json: { id: 4, name: 'Картофель' } }, { json: { id: 4 } });
    await provider.create('ingredients', {
      data: { name: 'Картофель', unit: 'kg', price_per_unit: '1.2', pack_size: '5', supplier: 'Комаровка', allergens: [] },
    });
    expect(calls[0]).toMatchObject({ url: `${API}/ingredients`, method: 'POST' });
    expect(JSON.parse(String(calls[0].body))).toEqual({
      name: 'Картофель',
      unit: 'kg',
      price_per_unit: 1.2,
      pack_size: 5,
      supplier: 'Комаровка',
      allergens: [],
    });
    await provider.update('ingredients', {
      id: 4,
      data: { name: 'Картофель', unit: 'kg', price_per_unit: 1.35, pack_size: null, supplier: '', allergens: [] },
      previousData: { id: 4, name: 'Картофель', unit: 'kg', price_per_unit: 1.2, pack_size: 5, supplier: 'Комаровка', allergens: [] },
    });
    expect(calls[1]).toMatchObject({ url: `${API}/ingredients/4`, method: 'PUT' });
    expect(JSON.parse(String(calls[1].body))).toEqual({ price_per_unit: 1.35, pack_size: null, supplier: null });
  });

  it('reads and writes a recipe, confirms its allergens, and asks for costing and the purchase list', async () => {
    const provider = createDataProvider();
    reply({ json: { product_id: 7, lines: [] } }, { json: {} }, { json: {} }, { json: {} }, { json: {} });
    await provider.getRecipe(7);
    await provider.saveRecipe(7, { yield_portions: 2, lines: [{ ingredient_id: 1, quantity: 0.3, waste_percent: 10 }] });
    await provider.confirmAllergens(7);
    await provider.getCosting({ quote_id: 5 });
    await provider.getPurchaseList({ from: '2026-11-28', to: '2026-11-29' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${API}/products/7/recipe`,
      `PUT ${API}/products/7/recipe`,
      `POST ${API}/products/7/recipe/confirm-allergens`,
      `GET ${API}/costing?quote_id=5`,
      'GET /api/v1/bulbash_admin/purchase-list?from=2026-11-28&to=2026-11-29',
    ]);
    expect(JSON.parse(String(calls[1].body))).toEqual({
      yield_portions: 2,
      lines: [{ ingredient_id: 1, quantity: 0.3, waste_percent: 10 }],
    });
  });
});

describe('office lunches', () => {
  const company = {
    name: 'ООО «Ромашка»',
    unp: '190123456',
    address: 'г. Минск',
    account: 'BY13NBRB3600900000002Z00AB00',
    bic: 'NBRBBY2X',
  };

  it('creates a contract with the company as one object, the working days as a list and numbers as numbers, never a status', async () => {
    reply({ status: 201, json: { id: 5 } });
    await provider.create('lunch-contracts', {
      data: {
        company,
        contact_user_id: '3',
        contact_phone: null,
        delivery_address: 'пр. Победителей, 7',
        weekdays: [1, 2, 3, 4, 5],
        delivery_time: '12:30',
        headcount: '30',
        price_per_person: 14.5,
        cutoff_time: '10:00',
        late_charge_percent: 100,
        po_number: null,
        starts_on: '2026-12-01',
        ends_on: null,
        status: 'ended',
      },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/lunch-contracts` });
    expect(JSON.parse(String(calls[0].body))).toEqual({
      company,
      contact_user_id: 3,
      delivery_address: 'пр. Победителей, 7',
      weekdays: [1, 2, 3, 4, 5],
      delivery_time: '12:30',
      headcount: 30,
      price_per_person: 14.5,
      cutoff_time: '10:00',
      late_charge_percent: 100,
      starts_on: '2026-12-01',
    });
  });

  it('updates only what changed (the same days in another order are no change; an emptied PO is null) and never deletes', async () => {
    const previousData = { id: 5, company, weekdays: [1, 2, 3, 4, 5], headcount: 30, po_number: 'PO-1', status: 'active' };
    reply({ json: { ...previousData, headcount: 26 } });
    await provider.update('lunch-contracts', {
      id: 5,
      data: { ...previousData, weekdays: [5, 4, 3, 2, 1], headcount: '26', po_number: '' },
      previousData,
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${API}/lunch-contracts/5` });
    expect(JSON.parse(String(calls[0].body))).toEqual({ headcount: 26, po_number: null });
    expect(takeServerMessage()).toBe('Договор сохранён');
    await expect(provider.delete('lunch-contracts', { id: 5, previousData })).rejects.toThrow('не поддерживается');
  });

  it('asks for a contract’s days and statement, closes a month, runs the cutoff and reads and publishes a week’s menu', async () => {
    const week = { days: [{ date: '2026-12-07', sets: [{ name: 'Набор 1', lines: [{ product_id: 3, quantity_per_person: 1 }] }] }] };
    reply(
      { json: [] },
      { json: {} },
      { json: {} },
      { json: {} },
      { json: { days: [] } },
      { status: 404, json: { detail: 'Меню не опубликовано' } },
      { json: week },
    );
    await provider.getLunchDays(5, { from: '2026-12-07', to: '2026-12-13' });
    await provider.getLunchStatement(5, '2026-11');
    await provider.closeLunchMonth(5, '2026-11');
    await provider.enterLunchTransfer(5, { month: '2026-11', amount: 1000.5, note: 'п/п № 118' });
    expect(await provider.runLunchCutoff()).toEqual({ days: [] });
    expect(await provider.getLunchMenu('2026-12-14')).toEqual({ monday: '2026-12-14', days: [] });
    expect(await provider.saveLunchMenu('2026-12-07', week)).toEqual(week);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${API}/lunch-contracts/5/days?from=2026-12-07&to=2026-12-13`,
      `GET ${API}/lunch-contracts/5/statement?month=2026-11`,
      `POST ${API}/lunch-contracts/5/close-month`,
      `POST ${API}/lunch-contracts/5/payments`,
      `POST ${API}/lunch-contracts/run-cutoff`,
      `GET ${API}/lunch-menus/2026-12-14`,
      `PUT ${API}/lunch-menus/2026-12-07`,
    ]);
    expect(JSON.parse(String(calls[2].body))).toEqual({ month: '2026-11' });
    expect(JSON.parse(String(calls[3].body))).toEqual({ month: '2026-11', amount: 1000.5, note: 'п/п № 118' });
    expect(JSON.parse(String(calls[4].body))).toEqual({});
    expect(JSON.parse(String(calls[6].body))).toEqual(week);
  });
});
