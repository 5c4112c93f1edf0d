import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { httpClient } from './http';
import { DASHBOARD_URL, MAX_PER_PAGE, REST_API, RESOURCES, type ResourceConfig } from './resources';
import type { DashboardData } from './apiTypes';
import { setServerMessage } from './serverMessages';
import { PURCHASE_LIST_PATH, type CostingMethods, type Costing, type PurchaseListData, type Recipe } from '../costing/costingApi';
import { paymentMethods, type PaymentMethods } from '../payments/paymentsApi';
import {
  LUNCH_CONTRACTS_PATH,
  LUNCH_MENUS_PATH,
  type LunchDayRow,
  type LunchMenuAnswer,
  type LunchMethods,
  type LunchClosedDay,
  type LunchStatement,
} from '../lunch-contracts/lunchApi';

export type { DashboardData, DashboardDay } from './apiTypes';

/** What «Создать заказ» asks the manager: the customer's full name, and a reason when the event time breaks the shop's rules. */
export interface EnquiryOrderInput {
  first_name: string;
  surname: string;
  last_name: string;
  payment_method?: string;
  time_override_reason?: string;
}

export type AdminDataProvider = DataProvider & {
  getDashboard: () => Promise<DashboardData>;
  createOrderFromEnquiry: (id: RaRecord['id'], input: EnquiryOrderInput) => Promise<{ message: string; order_id: number }>;
  /** «Отправить»: e-mails the quote's link to the customer; answers the quote as sent. */
  sendQuote: (id: RaRecord['id']) => Promise<RaRecord>;
  /** «Отправить ещё раз»: queues a failed letter again; answers the letter as pending. */
  retryLetter: (id: RaRecord['id']) => Promise<RaRecord>;
} & CostingMethods &
  PaymentMethods &
  LunchMethods;

type Http = typeof httpClient;
type Values = Record<string, unknown>;

/**
 * react-admin's methods are generic in the record type the caller expects; the API's rows are
 * that type by contract, so the value is handed over as the expected type.
 */
const records = <T>(value: unknown): T => value as T;

const configOf = (resource: string): ResourceConfig => {
  const config = RESOURCES[resource];
  if (!config) throw new HttpError(`Неизвестный раздел: ${resource}`, 404);
  return config;
};

const notSupported = (what: string) => Promise.reject(new HttpError(`Операция «${what}» для этого раздела не поддерживается`, 405));

/** A filter value as the API takes it; undefined leaves the filter out. */
const filterValue = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
};

/** react-admin filters as the REST filter object: the resource's aliases applied, empty values left out. */
export const apiFilter = (filter: Values | undefined, aliases: Readonly<Record<string, string>> = {}): Values => {
  const result: Values = {};
  for (const [key, raw] of Object.entries(filter ?? {})) {
    const value = filterValue(raw);
    if (value !== undefined) result[aliases[key] ?? key] = value;
  }
  return result;
};

/** updateMany that only switches products on or off: one request for the whole selection. */
const isStatusOnly = (data: Values): data is { status_enabled: boolean } =>
  Object.keys(data).length === 1 && typeof data.status_enabled === 'boolean';

/** updateMany that adds or removes one diet tag or allergen: one request for the whole selection. */
const isDietaryOnly = (data: Values): boolean =>
  typeof data.present === 'boolean' &&
  Object.keys(data).length === 2 &&
  (typeof data.diet_tag === 'string' || typeof data.allergen === 'string');

/** A query string of plain values. */
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** Lists answer at most 200 rows a range. */
const capped = <P extends Partial<GetListParams>>(params: P): P =>
  params.pagination && params.pagination.perPage > MAX_PER_PAGE
    ? { ...params, pagination: { ...params.pagination, perPage: MAX_PER_PAGE } }
    : params;

const rawFileOf = (value: unknown): File | undefined => {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : undefined;
};

/** A form value as the API wants it: ids and amounts as numbers, the rest untouched. */
const normalise = (config: ResourceConfig, field: string, value: unknown): unknown => {
  if (value === undefined || value === null) return value;
  // Lists of codes compare by content (a new array of the same codes is no change).
  if (Array.isArray(value)) return [...value].map(String).sort().join(',');
  if (config.numeric.includes(field)) {
    if (value === '') return null;
    const n = Number(value);
    return Number.isNaN(n) ? value : n;
  }
  return value;
};

/** The form's body as the screen built it, limited to the writable fields (resources with `wholeBody`). */
const wholeBody = (config: ResourceConfig, data: Values): Values =>
  Object.fromEntries(Object.entries(data).filter(([field, value]) => config.fields.includes(field) && value !== undefined));

/** Every writable field that has a value (create). */
export const allFields = (config: ResourceConfig, data: Values): Values => {
  const values: Values = {};
  for (const field of config.fields) {
    const value = normalise(config, field, data[field]);
    if (value !== undefined && value !== null) values[field] = Array.isArray(data[field]) ? data[field] : value;
  }
  return values;
};

/**
 * A value the admin emptied: react-admin turns a cleared text or number input into null and an
 * unselected choice into ''.
 */
const isBlank = (value: unknown): boolean => value === null || value === '';

/**
 * Only the writable fields whose value differs from the record as loaded (update). A field the
 * admin emptied is sent as '': the API takes it as the new value of an optional text
 * (description, ingredients) and answers 400 with its detail for a field that cannot be blank
 * (name, numbers, ids), so clearing is never dropped on the way with a success shown.
 */
export const changedFields = (config: ResourceConfig, data: Values, previous: Values | undefined): Values => {
  const values: Values = {};
  for (const field of config.fields) {
    if (!(field in data) || data[field] === undefined) continue;
    const before = previous?.[field];
    if (isBlank(data[field])) {
      if (before !== undefined && !isBlank(before)) values[field] = config.nullable?.includes(field) ? null : '';
      continue;
    }
    const next = normalise(config, field, data[field]);
    if (next !== normalise(config, field, before)) values[field] = Array.isArray(data[field]) ? data[field] : next;
  }
  return values;
};

/** The body of a create or update: multipart with `img_file` when a file was chosen, else JSON. */
const requestBody = (config: ResourceConfig, values: Values, data: Values): { body: FormData | string } => {
  const file = config.image ? rawFileOf(data.img_file) : undefined;
  if (!file) return { body: JSON.stringify(values) };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  form.append('img_file', file, file.name);
  return { body: form };
};

/**
 * ra-data-simple-rest over `/api/v1/admin`, wrapped for what it leaves out: the back office's
 * resource names, the filter aliases, image uploads as multipart, only the changed fields on
 * update, the success texts of the notifications, and the dashboard.
 */
export const createDataProvider = (apiUrl: string = REST_API, http: Http = httpClient): AdminDataProvider => {
  const rest = simpleRestProvider(apiUrl, http);
  const itemUrl = (config: ResourceConfig, id: RaRecord['id']) => `${apiUrl}/${config.path}/${encodeURIComponent(id)}`;
  const recipeUrl = (productId: RaRecord['id']) => `${apiUrl}/products/${encodeURIComponent(productId)}/recipe`;

  const save = async (config: ResourceConfig, url: string, method: 'POST' | 'PUT', values: Values, data: Values): Promise<RaRecord> => {
    const { json } = await http(url, { method, ...requestBody(config, values, data) });
    const record = json as RaRecord | undefined;
    if (!record || record.id === undefined) throw new HttpError('Сервер не вернул запись', 500, json);
    return record;
  };

  const update: DataProvider['update'] = async (resource, params) => {
    const config = configOf(resource);
    if (config.fields.length === 0) return notSupported('изменение');
    const data = params.data as Values;
    const previous = params.previousData as Values | undefined;
    const changed = config.wholeBody ? wholeBody(config, data) : changedFields(config, data, previous);
    if (config.versioned && typeof previous?.version === 'number') changed.version = previous.version;
    const record = await save(config, itemUrl(config, params.id), 'PUT', changed, data);
    setServerMessage(config.updated);
    return { data: records(record) };
  };

  const provider: AdminDataProvider = {
    supportAbortSignal: true,

    getList: async (resource, params) => {
      const config = configOf(resource);
      return rest.getList(config.path, capped({ ...params, filter: apiFilter(params.filter, config.filterAliases) }));
    },

    getOne: async (resource, params) => rest.getOne(configOf(resource).path, params),

    getMany: async (resource, params) => {
      // An empty reference (a form's '' or 0 before a choice) names no record: the API refuses such ids.
      const ids = params.ids.filter((id) => Number.isInteger(Number(id)) && Number(id) > 0);
      if (!ids.length) return { data: [] };
      return rest.getMany(configOf(resource).path, { ...params, ids });
    },

    getManyReference: async (resource, params) => {
      const config = configOf(resource);
      return rest.getManyReference(config.path, capped({ ...params, filter: apiFilter(params.filter, config.filterAliases) }));
    },

    create: async (resource, params) => {
      const config = configOf(resource);
      const fields = config.createFields ?? (config.createAndDelete || config.wholeBody ? config.fields : null);
      if (!fields) return notSupported('создание');
      const data = params.data as Values;
      const body = config.wholeBody ? wholeBody(config, data) : allFields({ ...config, fields }, data);
      return { data: records(await save(config, `${apiUrl}/${config.path}`, 'POST', body, data)) };
    },

    update,

    updateMany: async (resource, params) => {
      const config = configOf(resource);
      const data = params.data as Values;
      if (config.bulkStatus && isStatusOnly(data)) {
        const { json } = await http(`${apiUrl}/${config.path}`, {
          method: 'PATCH',
          body: JSON.stringify({ ids: params.ids.map(Number), status_enabled: data.status_enabled }),
        });
        setServerMessage((json as { detail?: unknown } | undefined)?.detail);
        return { data: params.ids };
      }
      if (config.bulkDietary && isDietaryOnly(data)) {
        const { json } = await http(`${apiUrl}/${config.path}/dietary`, {
          method: 'PATCH',
          body: JSON.stringify({ ids: params.ids.map(Number), ...data }),
        });
        setServerMessage((json as { detail?: unknown } | undefined)?.detail);
        return { data: params.ids };
      }
      for (const id of params.ids) await update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const config = configOf(resource);
      if (!config.createAndDelete) return notSupported('удаление');
      const result = await rest.delete(config.path, params);
      setServerMessage(config.deleted);
      return records(result);
    },

    deleteMany: async (resource, params) => {
      const config = configOf(resource);
      if (!config.createAndDelete) return notSupported('удаление');
      for (const id of params.ids) await rest.delete(config.path, { id });
      setServerMessage(params.ids.length === 1 ? config.deleted : `Удалено позиций: ${params.ids.length}`);
      return { data: params.ids };
    },

    createOrderFromEnquiry: async (id, input) => {
      const { json } = await http(`${apiUrl}/enquiries/${encodeURIComponent(id)}/order`, { method: 'POST', body: JSON.stringify(input) });
      return json as { message: string; order_id: number };
    },

    sendQuote: async (id) => {
      const { json } = await http(`${apiUrl}/quotes/${encodeURIComponent(id)}/send`, { method: 'POST' });
      return json as RaRecord;
    },

    retryLetter: async (id) => {
      const { json } = await http(`${apiUrl}/outbox/${encodeURIComponent(id)}/retry`, { method: 'POST' });
      return json as RaRecord;
    },

    getRecipe: async (productId) => (await http(recipeUrl(productId))).json as Recipe,

    saveRecipe: async (productId, body) => (await http(recipeUrl(productId), { method: 'PUT', body: JSON.stringify(body) })).json as Recipe,

    confirmAllergens: async (productId) => (await http(`${recipeUrl(productId)}/confirm-allergens`, { method: 'POST' })).json as Recipe,

    getCosting: async (subject) => (await http(`${apiUrl}/costing?${query(subject)}`)).json as Costing,

    getPurchaseList: async (range) => (await http(`${PURCHASE_LIST_PATH}?${query(range)}`)).json as PurchaseListData,

    getLunchDays: async (id, range) =>
      (await http(`${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(id)}/days?${query(range)}`)).json as LunchDayRow[],

    getLunchStatement: async (id, month) =>
      (await http(`${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(id)}/statement?${query({ month })}`)).json as LunchStatement,

    closeLunchMonth: async (id, month) =>
      (await http(`${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(id)}/close-month`, { method: 'POST', body: JSON.stringify({ month }) }))
        .json as LunchStatement,

    enterLunchTransfer: async (id, transfer) =>
      (await http(`${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(id)}/payments`, { method: 'POST', body: JSON.stringify(transfer) }))
        .json as LunchStatement,

    runLunchCutoff: async () =>
      (await http(`${LUNCH_CONTRACTS_PATH}/run-cutoff`, { method: 'POST', body: JSON.stringify({}) })).json as { days: LunchClosedDay[] },

    getLunchMenu: async (monday) => {
      try {
        const week = (await http(`${LUNCH_MENUS_PATH}/${monday}`)).json as Partial<LunchMenuAnswer> | undefined;
        return { monday, days: week?.days ?? [] };
      } catch (error) {
        // A week not published yet.
        if (error instanceof HttpError && error.status === 404) return { monday, days: [] };
        throw error;
      }
    },

    saveLunchMenu: async (monday, week) =>
      (await http(`${LUNCH_MENUS_PATH}/${monday}`, { method: 'PUT', body: JSON.stringify(week) })).json as LunchMenuAnswer,

    getDashboard: async () => {
      const { json } = await http(DASHBOARD_URL);
      return json as DashboardData;
    },

    ...paymentMethods(apiUrl, http),
  };
  return provider;
};

export const dataProvider = createDataProvider();
