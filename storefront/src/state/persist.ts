import { PERSIST_KEY } from '../shared/constants';

/**
 * Products and cart state live in localStorage under one root key. Restoring is synchronous
 * (localStorage), so the spec's 5000 ms rehydration timeout can never be reached.
 */
interface Persisted {
  products?: unknown;
  cart?: unknown;
  /** The cart's head count (guest plan), remembered with the cart. */
  guests?: unknown;
}

function readRoot(): Persisted {
  try {
    const raw = localStorage.getItem(PERSIST_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Persisted) : {};
  } catch {
    return {};
  }
}

export function readPersisted<T>(slice: keyof Persisted, isValid: (value: unknown) => value is T, fallback: T): T {
  const value = readRoot()[slice];
  return isValid(value) ? value : fallback;
}

export function writePersisted(slice: keyof Persisted, value: unknown): void {
  try {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...readRoot(), [slice]: value }));
  } catch {
    // storage full or disabled: the state simply is not kept
  }
}
