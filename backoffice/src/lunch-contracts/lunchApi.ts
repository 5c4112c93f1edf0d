import type { LunchContractStatus } from '@bulbash/rules';

/**
 * The office-lunch API of issue #46 as the back office reads and writes it. Written from the
 * API's DTOs (backend/src/lunches/*.dto.ts of the lunch branch) while both are built side by
 * side; once api-types/openapi.ts has them these become aliases (dataProvider/apiTypes.ts).
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
  contact_email: string | null;
  contact_name: string;
  /** The contract's own phone for the driver; null: the account's. */
  contact_phone: string | null;
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
  status_label: string;
  /** The terms in words (lunchTermsText of @bulbash/rules). */
  terms: string;
}

/** open (editable), locked (past the cutoff, or the contract paused or ended), or how the day was closed. */
export type LunchDayState = 'open' | 'locked' | 'ordered' | 'skipped' | 'closed' | 'refused';

/** A contract's working day (GET …/lunch-contracts/{id}/days?from=&to=). */
export interface LunchDayRow {
  date: string;
  headcount: number;
  set: string | null;
  diet_note: string | null;
  skipped: boolean;
  editable: boolean;
  cutoff_at: string;
  order_id: number | null;
  state: LunchDayState;
  reason: string | null;
  closed_reason: string | null;
  sets: Array<{ name: string; dishes: Array<{ product_id: number; name: string; quantity_per_person: number }> }>;
  amount: number;
  late_charge: number;
}

/** A day of the month's statement: what was delivered and charged. */
export interface LunchStatementDay {
  date: string;
  headcount: number;
  /** BYN billed for the day (0 when not delivered). */
  amount: number;
  /** BYN charged apart for a change or cancellation after the cutoff. */
  late_charge: number;
  delivered: boolean;
  order_id: number | null;
  order_status: string | null;
}

/** GET …/lunch-contracts/{id}/statement?month=YYYY-MM (also the answer of close-month and of a transfer). */
export interface LunchStatement {
  contract_id: number;
  month: string;
  days: LunchStatementDay[];
  delivered_days: number;
  delivered_total: number;
  late_charges: number;
  total: number;
  /** null until the month's invoice is made. */
  invoice_number: string | null;
  issued_on: string | null;
  due_on: string | null;
  paid: number;
  due: number;
}

/** A bank transfer received against the month's invoice (POST …/{id}/payments). */
export interface LunchTransfer {
  month: string;
  amount: number;
  paid_at?: string;
  note?: string | null;
}

/** What «Закрыть завтрашний день» answers: each day it saw, closed now or before. */
export interface LunchClosedDay {
  contract_id: number;
  date: string;
  outcome: 'ordered' | 'skipped' | 'closed' | 'refused';
  order_id: number | null;
  note: string | null;
  closed_now: boolean;
}

export interface LunchMenuLine {
  product_id: number;
  quantity_per_person: number;
  /** In answers: the dish's name and its catalogue price now. */
  product_name?: string;
  price?: number;
}

export interface LunchMenuSet {
  name: string;
  lines: LunchMenuLine[];
}

export interface LunchMenuDay {
  date: string;
  sets: LunchMenuSet[];
}

/** The menu of the week starting on a Monday (PUT/GET …/lunch-menus/{monday}; answers carry `monday`). */
export interface LunchMenuWeek {
  monday?: string;
  days: LunchMenuDay[];
}

/** A day offers one set, or a choice of up to this many. */
export const MAX_LUNCH_SETS = 3;

/** What the back office asks of the lunch API (methods of the AdminDataProvider). */
export interface LunchMethods {
  getLunchDays: (contractId: number | string, range: { from: string; to: string }) => Promise<LunchDayRow[]>;
  getLunchStatement: (contractId: number | string, month: string) => Promise<LunchStatement>;
  /** «Выставить счёт за месяц»: the month's invoice at once (idempotent); answers the statement. */
  closeLunchMonth: (contractId: number | string, month: string) => Promise<LunchStatement>;
  /** «Внести оплату»: a bank transfer against the month's invoice; answers the statement. */
  enterLunchTransfer: (contractId: number | string, transfer: LunchTransfer) => Promise<LunchStatement>;
  /** «Закрыть завтрашний день»: the cutoff job now (idempotent). */
  runLunchCutoff: () => Promise<{ days: LunchClosedDay[] }>;
  /** The week's menu; an unpublished week answers no days. */
  getLunchMenu: (monday: string) => Promise<LunchMenuWeek>;
  saveLunchMenu: (monday: string, week: LunchMenuWeek) => Promise<LunchMenuWeek>;
}

/** The path of a contract's monthly PDF (staff side). */
export const lunchDocumentPath = (contractId: number | string, kind: 'invoices' | 'acts', month: string) =>
  `${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(contractId)}/${kind}/${month}.pdf`;
