/**
 * The back-office page to return to after signing in (`/signin?next=…`, set by the back office
 * when it sends a signed-out admin here). Anything else — another site, `//host`, a storefront
 * page — is ignored, so the parameter cannot send anyone elsewhere.
 */
export function backOfficeReturn(next: string | null): string | null {
  return next && /^\/bulbash_admin\/admin(\/|\?|$)/.test(next) ? next : null;
}
