import type { LunchContractStatus } from '@bulbash/rules';

/**
 * The office-lunch API of issue #46 as the back office reads and writes it. Written from the
 * issue's shapes while the API is built beside these screens; once api-types/openapi.ts has them
 * these become aliases (dataProvider/apiTypes.ts).
 */

export const LUNCH_CONTRACTS_PATH = '/api/v1/admin/lunch-contracts';
export const LUNCH_MENUS_PATH = '/api/v1/admin/lunch-menus';

export interface CompanyPayer {
  name: string;
  unp: string;
  address: string;
  account: string;
  bic: string;
}

/** A row of `/api/v1/admin/lunch-contracts`. */
export interface LunchContractRecord {
  id: number;
  company: CompanyPayer;
  contact_user_id: number;
  delivery_address: string;
  /** ISO days of the week, Monday 1 … Sunday 7. */
  weekdays: number[];
  delivery_time: string;
  headcount: number;
  price_per_person: number;
  cutoff_time: string;
  late_charge_percent: number;
  po_number: string | null;
  starts_on: string;
  ends_on: string | null;
  status: LunchContractStatus;
}

/** A contract's working day (the days endpoint). */
export interface LunchDayRow {
  date: string;
  headcount: number;
  set: string | null;
  diet_note: string | null;
  skipped: boolean;
  editable: boolean;
  cutoff_at: string;
  order_id: number | null;
}

/** A day of the month's statement: what was delivered and charged. */
export interface LunchStatementDay {
  date: string;
  headcount: number;
  amount: number;
  /** Charged apart for a change or cancellation after the cutoff. */
  late_charge?: number;
  order_id?: number | null;
}

/** GET …/lunch-contracts/{id}/statement?month=YYYY-MM */
export interface LunchStatement {
  days: LunchStatementDay[];
  total: number;
  /** null until the month's invoice is made. */
  invoice_number: string | null;
  paid: number;
  due: number;
}

export interface LunchMenuLine {
  product_id: number;
  quantity_per_person: number;
}

export interface LunchMenuSet {
  name: string;
  lines: LunchMenuLine[];
}

export interface LunchMenuDay {
  date: string;
  sets: LunchMenuSet[];
}

/** The menu of the week starting on a Monday (PUT/GET …/lunch-menus/{monday}). */
export interface LunchMenuWeek {
  days: LunchMenuDay[];
}

/** What the back office asks of the lunch API (methods of the AdminDataProvider). */
export interface LunchMethods {
  getLunchDays: (contractId: number | string, range: { from: string; to: string }) => Promise<LunchDayRow[]>;
  getLunchStatement: (contractId: number | string, month: string) => Promise<LunchStatement>;
  /** «Выставить счёт за месяц»: the month's invoice at once (idempotent). */
  closeLunchMonth: (contractId: number | string, month: string) => Promise<unknown>;
  /** «Закрыть завтрашний день»: the cutoff job now (idempotent). */
  runLunchCutoff: () => Promise<unknown>;
  /** The week's menu; an unpublished week answers no days. */
  getLunchMenu: (monday: string) => Promise<LunchMenuWeek>;
  saveLunchMenu: (monday: string, week: LunchMenuWeek) => Promise<LunchMenuWeek>;
}

/** The path of a contract's monthly PDF (staff side). */
export const lunchDocumentPath = (contractId: number | string, kind: 'invoices' | 'acts', month: string) =>
  `${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(contractId)}/${kind}/${month}.pdf`;
