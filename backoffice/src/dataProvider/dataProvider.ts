import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { httpClient, type HttpResponse } from './http';
import {
  ADMIN_API,
  CATALOGUE,
  DASHBOARD,
  FILTER_ALIASES,
  ORDERS,
  SHORT_LISTS,
  type CatalogueResource,
} from './resources';
import { setServerMessage } from './serverMessages';

/** Largest page the admin API serves (`per_page` 1..200). */
export const MAX_PER_PAGE = 200;

export interface DashboardDay {
  date: string;
  order_count: number;
  revenue: number;
}

export interface DashboardData {
  counts_by_status: { pending: number; processing: number; completed: number; canceled: number };
  last_30_days: { order_count: number; revenue: number };
  daily: DashboardDay[];
}

export type AdminDataProvider = DataProvider & {
  getDashboard: () => Promise<DashboardData>;
};

type Query = Record<string, string>;

/**
 * react-admin's methods are generic in the record type the caller expects; the API's rows are
 * that type by contract, so the value is handed over as the expected type.
 */
const records = <T,>(value: unknown): T => value as T;

/** The user-facing text of an admin answer: `{detail}` (updates, deletes) or `{message}`. */
const messageOf = (json: unknown): unknown => {
  const body = json as { detail?: unknown; message?: unknown } | null | undefined;
  return body?.detail ?? body?.message;
};
type Http = typeof httpClient;

/** A react-admin value as a query-string value; undefined means "leave the parameter out". */
export const toParam = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
};

const queryString = (query: Query): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
};

/** Paging, sorting and filters of a getList call as the API's query parameters. */
export const listQuery = (params: Partial<GetListParams>): Query => {
  const query: Query = {};
  const { pagination, sort, filter } = params;
  if (pagination && pagination.perPage > 0) {
    query.page = String(Math.max(1, pagination.page));
    query.per_page = String(Math.min(MAX_PER_PAGE, pagination.perPage));
  }
  if (sort?.field) {
    query.sort = sort.field;
    query.order = sort.order === 'DESC' ? 'DESC' : 'ASC';
  }
  for (const [key, raw] of Object.entries(filter ?? {})) {
    const value = toParam(raw);
    if (value !== undefined) query[FILTER_ALIASES[key] ?? key] = value;
  }
  return query;
};

const rowsOf = (json: unknown): RaRecord[] => {
  if (Array.isArray(json)) return json as RaRecord[];
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as RaRecord[]) : [];
};

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'ru');
};

/** Filtering, sorting and paging in the page, for the small `{id, name}` picker lists. */
export const pageLocally = (rows: RaRecord[], params: Partial<GetListParams>) => {
  let result = rows;
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const text = toParam(filter.q ?? filter.name);
  if (text) {
    const needle = text.toLowerCase();
    result = result.filter((r) => String(r.name ?? '').toLowerCase().includes(needle));
  }
  if (Array.isArray(filter.ids)) {
    const wanted = new Set(filter.ids.map(String));
    result = result.filter((r) => wanted.has(String(r.id)));
  }
  const { sort, pagination } = params;
  if (sort?.field) {
    const sign = sort.order === 'DESC' ? -1 : 1;
    result = [...result].sort((a, b) => sign * compare(a[sort.field], b[sort.field]));
  }
  const total = result.length;
  if (pagination && pagination.perPage > 0) {
    const start = (Math.max(1, pagination.page) - 1) * pagination.perPage;
    result = result.slice(start, start + pagination.perPage);
  }
  return { data: result, total };
};

const totalOf = (response: HttpResponse, fallback: number): number => {
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? NaN : Number.parseInt(header, 10);
  return Number.isFinite(total) ? total : fallback;
};

const rawFileOf = (value: unknown): File | undefined => {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : undefined;
};

/** A form value as the API wants it: ids and amounts as numbers, the rest untouched. */
const normalise = (config: CatalogueResource, field: string, value: unknown): unknown => {
  if (value === undefined || value === null) return value;
  if (config.numeric.includes(field)) {
    if (value === '') return null;
    const n = Number(value);
    return Number.isNaN(n) ? value : n;
  }
  return value;
};

/** Every writable field that has a value (create). */
const allFields = (config: CatalogueResource, data: Record<string, unknown>) => {
  const values: Record<string, unknown> = {};
  for (const field of config.fields) {
    const value = normalise(config, field, data[field]);
    if (value !== undefined && value !== null) values[field] = value;
  }
  return values;
};

/**
 * A value the admin emptied: react-admin turns a cleared text or number input into null and an
 * unselected choice into ''.
 */
const isBlank = (value: unknown): boolean => value === null || value === '';

/**
 * Only the fields whose value differs from the record as loaded (update). A field the admin
 * emptied is sent as '': the API takes it as the new value of an optional text (description,
 * ingredients) and answers 400 with its detail for a field that cannot be blank (name, numbers,
 * ids), so clearing is never dropped on the way with a success shown.
 */
export const changedFields = (
  config: CatalogueResource,
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
) => {
  const values: Record<string, unknown> = {};
  for (const field of config.fields) {
    if (!(field in data) || data[field] === undefined) continue;
    const before = previous?.[field];
    if (isBlank(data[field])) {
      if (before !== undefined && !isBlank(before)) values[field] = '';
      continue;
    }
    const next = normalise(config, field, data[field]);
    if (next !== normalise(config, field, before)) values[field] = next;
  }
  return values;
};

const asQuery = (values: Record<string, unknown>): Query => {
  const query: Query = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '') query[key] = '';
    else {
      const param = toParam(value);
      if (param !== undefined) query[key] = param;
    }
  }
  return query;
};

const multipart = (file: File | undefined): FormData => {
  const form = new FormData();
  if (file) form.append('img_file', file, file.name);
  return form;
};

const notSupported = (what: string) =>
  Promise.reject(new HttpError(`Операция «${what}» для этого раздела не поддерживается`, 405));

export const createDataProvider = (
  apiUrl: string = ADMIN_API,
  http: Http = httpClient,
): AdminDataProvider => {
  const url = (path: string, query: Query = {}) => `${apiUrl}/${path}${queryString(query)}`;

  const catalogue = (resource: string): CatalogueResource | undefined => CATALOGUE[resource];

  const listPath = (resource: string): string | undefined =>
    catalogue(resource)?.list ?? (resource === 'orders' ? ORDERS.list : undefined);

  const onePath = (resource: string, id: string | number): string | undefined =>
    catalogue(resource)?.one(id) ?? (resource === 'orders' ? ORDERS.one(id) : undefined);

  const fetchShort = async (resource: string, filter: Record<string, unknown>) => {
    // Subcategories of one category come from the full list, which filters by category.
    const categoryId = toParam(filter.category_id);
    if (resource === 'short-subcategories' && categoryId !== undefined) {
      const { json } = await http(url(CATALOGUE['admin-subcategories'].list, { category_id: categoryId }));
      return rowsOf(json).map((r) => ({ id: r.id, name: r.name as string }));
    }
    const { json } = await http(url(SHORT_LISTS[resource]));
    return rowsOf(json);
  };

  const fetchOne = async (resource: string, id: string | number): Promise<RaRecord> => {
    const path = onePath(resource, id);
    if (!path) throw new HttpError(`Неизвестный раздел: ${resource}`, 404);
    const { json } = await http(url(path));
    return json as RaRecord;
  };

  const getList: DataProvider['getList'] = async (resource, params) => {
    if (SHORT_LISTS[resource]) {
      const rows = await fetchShort(resource, params.filter ?? {});
      const { category_id: _ignored, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
      return records(pageLocally(rows, { ...params, filter: rest }));
    }
    const path = listPath(resource);
    if (!path) throw new HttpError(`Неизвестный раздел: ${resource}`, 404);
    const response = await http(url(path, listQuery(params)), { signal: params.signal });
    const rows = rowsOf(response.json);
    if (response.headers.get('X-Total-Count') === null) {
      // A server without the paging extras answers with the whole list.
      return records(pageLocally(rows, { pagination: params.pagination, sort: params.sort }));
    }
    return records({ data: rows, total: totalOf(response, rows.length) });
  };

  const provider: AdminDataProvider = {
    supportAbortSignal: true,

    getList,

    getOne: async (resource, params) => ({ data: records(await fetchOne(resource, params.id)) }),

    getMany: async (resource, params) => {
      if (!params.ids.length) return { data: [] };
      if (SHORT_LISTS[resource]) {
        const rows = await fetchShort(resource, {});
        return { data: records(pageLocally(rows, { filter: { ids: params.ids } }).data) };
      }
      const path = listPath(resource);
      if (!path) throw new HttpError(`Неизвестный раздел: ${resource}`, 404);
      const { json } = await http(url(path, { ids: params.ids.map(String).join(',') }), {
        signal: params.signal,
      });
      return { data: records(rowsOf(json)) };
    },

    getManyReference: (resource, params) =>
      getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        meta: params.meta,
        signal: params.signal,
      }),

    create: async (resource, params) => {
      const config = catalogue(resource);
      if (!config) return notSupported('создание');
      const data = params.data as Record<string, unknown>;
      const values = allFields(config, data);
      const response =
        config.body === 'multipart'
          ? await http(url(config.create, asQuery(values)), {
              method: 'POST',
              body: multipart(rawFileOf(data.img_file)),
            })
          : await http(url(config.create), { method: 'POST', body: JSON.stringify(values) });
      const created = response.json as RaRecord | undefined;
      if (!created || created.id === undefined) {
        throw new HttpError('Сервер не вернул созданную запись', response.status, response.json);
      }
      return { data: records(created) };
    },

    update: async (resource, params) => {
      const previous = params.previousData as Record<string, unknown> | undefined;
      const data = params.data as Record<string, unknown>;
      if (resource === 'orders') {
        const merged = { ...previous, ...data };
        const { json } = await http(url(ORDERS.update), {
          method: 'POST',
          body: JSON.stringify({
            order_id: Number(params.id),
            payment_method: merged.payment_method,
            status: merged.status,
            total_cost: Number(merged.total_cost),
          }),
        });
        setServerMessage(messageOf(json));
        return { data: records(await fetchOne(resource, params.id)) };
      }
      const config = catalogue(resource);
      if (!config) return notSupported('изменение');
      const changed = changedFields(config, data, previous);
      const file = rawFileOf(data.img_file);
      if (Object.keys(changed).length === 0 && !file) {
        setServerMessage(undefined);
      } else {
        const target = config.update(params.id);
        const response =
          config.body === 'multipart'
            ? await http(url(target, asQuery(changed)), { method: 'PATCH', body: multipart(file) })
            : await http(url(target), { method: 'PATCH', body: JSON.stringify(changed) });
        setServerMessage(messageOf(response.json));
      }
      return { data: records(await fetchOne(resource, params.id)) };
    },

    updateMany: async (resource, params) => {
      for (const id of params.ids) {
        const previousData = await fetchOne(resource, id);
        await provider.update(resource, { id, data: params.data, previousData });
      }
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const config = catalogue(resource);
      if (!config) return notSupported('удаление');
      const { json } = await http(url(config.remove(params.id)), { method: 'DELETE' });
      setServerMessage(messageOf(json));
      return { data: records(params.previousData ?? { id: params.id }) };
    },

    deleteMany: async (resource, params) => {
      const config = catalogue(resource);
      if (!config) return notSupported('удаление');
      let last: unknown;
      for (const id of params.ids) {
        const { json } = await http(url(config.remove(id)), { method: 'DELETE' });
        last = messageOf(json);
      }
      setServerMessage(params.ids.length === 1 ? last : `Удалено позиций: ${params.ids.length}`);
      return { data: params.ids };
    },

    getDashboard: async () => {
      const { json } = await http(url(DASHBOARD));
      return json as DashboardData;
    },
  };
  return provider;
};

export const dataProvider = createDataProvider();
