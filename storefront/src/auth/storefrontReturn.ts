/**
 * Where a shopper returns after signing in or up from a page that sent them (`/signin?next=…`):
 * a page of this shop, never another site (`//host`, `https://…`, `/\host`).
 */
export function storefrontReturn(next: string | null): string | null {
  return next && /^\/(?![/\\])[^\s\\]*$/.test(next) ? next : null;
}

const KEY = 'bulbash-return-after-verify';

/**
 * A sign-up ends with the verification e-mail, whose link signs the new shopper in on a page that
 * knows nothing of the `next` of the sign-up: it is kept here until then.
 */
export function rememberReturn(next: string | null): void {
  try {
    if (next) localStorage.setItem(KEY, next);
  } catch {
    // storage unavailable: the shopper lands on the home page
  }
}

/** The page remembered by `rememberReturn` (once), checked again. */
export function takeRememberedReturn(): string | null {
  try {
    const next = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return storefrontReturn(next);
  } catch {
    return null;
  }
}
