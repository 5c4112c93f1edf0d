import { ApiError, getToken, request } from './client';
import type { LunchContract, LunchDay, LunchDayChange } from './types';

export type { LunchContract, LunchDay, LunchDayChange, LunchDayState, LunchSet } from './types';

const LUNCHES_URL = '/api/v1/lunches';
const contractPath = (id: number) => `${LUNCHES_URL}/${id}`;

/** The signed-in contact's lunch contracts ([] for an account without one). */
export const fetchLunchContracts = (signal?: AbortSignal) => request<LunchContract[]>(LUNCHES_URL, { signal });

/** The contract's working days from..to (Minsk days, inclusive). */
export const fetchLunchDays = (id: number, from: string, to: string, signal?: AbortSignal) =>
  request<LunchDay[]>(`${contractPath(id)}/days`, { query: { from, to }, signal });

/** Changes one day before its cutoff (answers the day as it now is); 409 with the cutoff named after it. */
export const changeLunchDay = (id: number, date: string, change: LunchDayChange) =>
  request<LunchDay>(`${contractPath(id)}/days/${date}`, { method: 'PATCH', json: change });

export type LunchDocument = 'invoices' | 'acts';

/** The month's invoice or act PDF of a contract ('YYYY-MM'). */
export const lunchDocumentUrl = (id: number, kind: LunchDocument, month: string) => `${contractPath(id)}/${kind}/${month}.pdf`;

/**
 * Downloads a PDF with the session's token (a plain link would carry none) and opens it in a new
 * tab; throws ApiError with the server's detail when there is none yet.
 */
export async function openLunchDocument(id: number, kind: LunchDocument, month: string): Promise<void> {
  const token = getToken();
  const response = await fetch(lunchDocumentUrl(id, kind, month), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { detail?: unknown };
    throw new ApiError(typeof body.detail === 'string' ? body.detail : `Ошибка ${response.status}`, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
