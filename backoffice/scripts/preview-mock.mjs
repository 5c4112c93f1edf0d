#!/usr/bin/env node
// A throwaway stand-in for the admin API, for looking at the built back office without the
// backend: serves dist/ under /bulbash_admin/admin and in-memory data with the same shapes,
// paging (page, per_page), sorting, filters and X-Total-Count. Not used by any test.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4179);
const now = Date.now();
const day = 86_400_000;
const iso = (t) => new Date(t).toISOString();

const categories = ['Фуршетные боксы', 'Канапе', 'Салаты', 'Горячее', 'Десерты'].map((name, i) => ({
  id: i + 1,
  name,
  description: `Описание категории «${name}»`,
  image_path: null,
  status_enabled: i !== 4,
  position: i + 1,
  date_created: iso(now - 40 * day),
  date_updated: iso(now - i * day),
}));
const subcategories = categories.flatMap((c, i) =>
  [1, 2].map((k) => ({
    id: i * 2 + k,
    name: `${c.name} ${k === 1 ? 'мини' : 'большие'}`,
    category_id: c.id,
    category_name: c.name,
    status_enabled: true,
    date_created: iso(now - 30 * day),
    date_updated: iso(now - 3 * day),
  })),
);
const products = Array.from({ length: 57 }, (_, i) => {
  const s = subcategories[i % subcategories.length];
  return {
    id: i + 1,
    name: `Блюдо №${i + 1}`,
    description: 'Вкусно и сытно',
    ingredients: 'картофель, сыр, зелень',
    image_path: null,
    price: Math.round((10 + i * 3.35) * 100) / 100,
    weight: 200 + i * 10,
    people_numbers: 1 + (i % 8),
    category_id: s.category_id,
    category_name: s.category_name,
    subcategory_id: s.id,
    subcategory_name: s.name,
    status_enabled: i % 7 !== 0,
    date_created: iso(now - i * day),
    date_updated: iso(now - i * 3600_000),
  };
});
const statuses = ['pending', 'processing', 'completed', 'canceled'];
const names = [
  ['Анна', 'Ковалёва'],
  ['Иван', 'Петров'],
  ['Ольга', 'Сидоренко'],
  ['Павел', 'Жук'],
];
const orders = Array.from({ length: 83 }, (_, i) => {
  const [first_name, surname] = names[i % names.length];
  return {
    id: 83 - i,
    user_id: 1 + (i % 4),
    payment_method: i % 3 ? 'cash' : 'card',
    status: statuses[(i * 7) % 4],
    total_cost: Math.round((40 + i * 12.3) * 100) / 100,
    date_created: iso(now - i * 0.4 * day),
    first_name,
    surname,
    last_name: 'Иванович',
    contact_phone: `37529${String(1000000 + i * 7919).slice(0, 7)}`,
    contact_email: 'client@example.by',
    delivery_address: 'Минск, пр-т Независимости, 1',
    order_items: [
      { name: 'Блюдо №1', image_path: null, product_cost: 13.35, quantity: 2 },
      { name: 'Блюдо №5', image_path: null, product_cost: 26.75, quantity: 1 },
    ],
  };
});

const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

const listing = (rows, q, filters) => {
  let out = rows.filter((r) => filters.every(([key, test]) => !q.has(key) || test(r, q.get(key))));
  if (q.has('ids')) {
    const ids = q.get('ids').split(',');
    out = out.filter((r) => ids.includes(String(r.id)));
  }
  if (q.has('sort')) {
    const f = q.get('sort');
    const sign = q.get('order') === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => sign * (typeof a[f] === 'number' ? a[f] - b[f] : String(a[f]).localeCompare(String(b[f]), 'ru')));
  }
  const total = out.length;
  if (q.has('page') && q.has('per_page')) {
    const per = Number(q.get('per_page'));
    const start = (Number(q.get('page')) - 1) * per;
    out = out.slice(start, start + per);
  }
  return { out, total };
};
const eq = (key) => [key, (r, v) => String(r[key]) === v];
const like = (key, field = key) => [key, (r, v) => String(r[field]).toLowerCase().includes(v.toLowerCase())];

const api = (req, res, path, q) => {
  if (path === '/api/v1/users/me')
    return send(res, 200, { id: 1, name: 'Анна', surname: 'Админова', email: 'admin@bulbash.by', is_active: true, is_admin: true });
  if (path === '/api/v1/users/logout') return send(res, 200, { message: 'ok' });
  const p = path.replace('/api/v1/bulbash_admin/', '');
  let m;
  const tables = { category: categories, subcategory: subcategories, product: products };
  if (p === 'get_list_categories') {
    const { out, total } = listing(categories, q, [eq('status_enabled'), like('name')]);
    return send(res, 200, out, { 'X-Total-Count': total });
  }
  if (p === 'get_list_subcategories') {
    const { out, total } = listing(subcategories, q, [eq('status_enabled'), eq('category_id'), like('name')]);
    return send(res, 200, out, { 'X-Total-Count': total });
  }
  if (p === 'get_list_products') {
    const { out, total } = listing(products, q, [eq('status_enabled'), eq('category_id'), eq('subcategory_id'), like('name')]);
    return send(res, 200, out, { 'X-Total-Count': total });
  }
  if (p === 'get-all-orders') {
    const { out, total } = listing(orders, q, [
      eq('status'),
      eq('payment_method'),
      like('phone', 'contact_phone'),
      ['date_from', (r, v) => r.date_created.slice(0, 10) >= v],
      ['date_to', (r, v) => r.date_created.slice(0, 10) <= v],
    ]);
    return send(
      res,
      200,
      { data: out.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'order_items'))) },
      { 'X-Total-Count': total },
    );
  }
  if (p === 'get-list-short-categories')
    return send(
      res,
      200,
      categories.map(({ id, name }) => ({ id, name })),
    );
  if (p === 'get-list-short-subcategories')
    return send(
      res,
      200,
      subcategories.map(({ id, name }) => ({ id, name })),
    );
  if ((m = /^get_(category|subcategory|product)_(\d+)$/.exec(p))) {
    const row = tables[m[1]].find((r) => r.id === Number(m[2]));
    return row ? send(res, 200, row) : send(res, 404, { detail: 'Не найдено' });
  }
  if ((m = /^get-order\/(\d+)$/.exec(p))) {
    const row = orders.find((r) => r.id === Number(m[1]));
    return row ? send(res, 200, row) : send(res, 404, { detail: 'Заказ не найден' });
  }
  if (p === 'dashboard') {
    const count = (s) => orders.filter((o) => o.status === s).length;
    return send(res, 200, {
      counts_by_status: {
        pending: count('pending'),
        processing: count('processing'),
        completed: count('completed'),
        canceled: count('canceled'),
      },
      last_30_days: { order_count: 75, revenue: 31234.5 },
      daily: Array.from({ length: 30 }, (_, i) => ({
        date: iso(now - (29 - i) * day).slice(0, 10),
        order_count: (i * 7) % 5,
        revenue: ((i * 37) % 11) * 123.4,
      })),
    });
  }
  if (req.method === 'DELETE') return send(res, 409, { detail: 'Нельзя удалить: есть связанные позиции' });
  if (req.method === 'PATCH' || req.method === 'POST') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (p === 'update-status-order') {
        const data = JSON.parse(body);
        const o = orders.find((r) => r.id === data.order_id);
        Object.assign(o, { status: data.status, payment_method: data.payment_method, total_cost: data.total_cost });
        return send(res, 200, { message: 'Заказ обновлён' });
      }
      if ((m = /^update_(category|subcategory|product)_(\d+)$/.exec(p))) {
        const row = tables[m[1]].find((r) => r.id === Number(m[2]));
        const data = m[1] === 'subcategory' ? JSON.parse(body) : Object.fromEntries(q);
        for (const [k, v] of Object.entries(data))
          row[k] = v === 'true' ? true : v === 'false' ? false : typeof row[k] === 'number' ? Number(v) : v;
        return send(res, 200, { detail: 'Изменения сохранены' });
      }
      return send(res, 201, { id: 999, name: q.get('name') ?? 'new' });
    });
    return;
  }
  return send(res, 404, { detail: 'Not found' });
};

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.startsWith('/api/')) return api(req, res, url.pathname, url.searchParams);
  if (url.pathname.startsWith('/bulbash_admin/admin')) {
    const rel = url.pathname.replace('/bulbash_admin/admin', '') || '/';
    const file = join(dist, rel);
    if (rel !== '/' && existsSync(file)) {
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      return res.end(readFileSync(file));
    }
    res.writeHead(200, { 'Content-Type': types['.html'] });
    return res.end(readFileSync(join(dist, 'index.html')));
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<h1>storefront stand-in: ${url.pathname}</h1>`);
}).listen(port, '127.0.0.1', () => console.log(`mock on http://127.0.0.1:${port}/bulbash_admin/admin`));
