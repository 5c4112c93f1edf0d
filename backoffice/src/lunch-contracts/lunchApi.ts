import type {
  LunchClosedDayData,
  LunchContract,
  LunchDay,
  LunchMenuBodyData,
  LunchMenuData,
  LunchStatementData,
  LunchTransferBody,
} from '../dataProvider/apiTypes';

/** The office-lunch API of issue #46 as the back office reads and writes it (shapes: dataProvider/apiTypes.ts). */

export const LUNCH_CONTRACTS_PATH = '/api/v1/admin/lunch-contracts';
export const LUNCH_MENUS_PATH = '/api/v1/admin/lunch-menus';

/** A row of `/api/v1/admin/lunch-contracts`. */
export type LunchContractRecord = LunchContract;
/** A contract's working day (GET …/lunch-contracts/{id}/days?from=&to=). */
export type LunchDayRow = LunchDay;
export type LunchDayState = LunchDay['state'];
/** GET …/lunch-contracts/{id}/statement?month=YYYY-MM (also the answer of close-month and of a transfer). */
export type LunchStatement = LunchStatementData;
export type LunchStatementDay = LunchStatement['days'][number];
/**
 * A bank transfer received against the month's invoice (POST …/{id}/payments). The document
 * types `note` without its type (a nullable text), so it is stated here.
 */
export type LunchTransfer = Omit<LunchTransferBody, 'note'> & { note?: string | null };
/** What «Закрыть завтрашний день» answers: each day it saw, closed now or before. */
export type LunchClosedDay = LunchClosedDayData;
/** The menu of the week as published (PUT …/lunch-menus/{monday}). */
export type LunchMenuWeek = LunchMenuBodyData;
export type LunchMenuDay = LunchMenuWeek['days'][number];
/** The menu of the week as the API answers it: the Monday, each dish's name and price. */
export type LunchMenuAnswer = LunchMenuData;

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
  getLunchMenu: (monday: string) => Promise<LunchMenuAnswer>;
  saveLunchMenu: (monday: string, week: LunchMenuWeek) => Promise<LunchMenuAnswer>;
}

/** The path of a contract's monthly PDF (staff side). */
export const lunchDocumentPath = (contractId: number | string, kind: 'invoices' | 'acts', month: string) =>
  `${LUNCH_CONTRACTS_PATH}/${encodeURIComponent(contractId)}/${kind}/${month}.pdf`;
