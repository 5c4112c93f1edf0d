import { readPersisted, writePersisted } from '../state/persist';

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 1000;

const isGuests = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_GUESTS && value <= MAX_GUESTS;

/** The head count typed in the cart, or null: a whole number 1..1000 only. */
export function parseGuests(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isGuests(value) ? value : null;
}

/** The head count remembered with the cart (localStorage), or null. */
export function readGuests(): number | null {
  return readPersisted<number | null>('guests', (value): value is number | null => value === null || isGuests(value), null);
}

export function writeGuests(guests: number | null): void {
  writePersisted('guests', guests);
}
