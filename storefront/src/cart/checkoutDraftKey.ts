/** Where the checkout keeps its draft (sessionStorage); apart so the cart page can ask cheaply. */
export const CHECKOUT_DRAFT_KEY = 'bulbash-checkout-draft';

/** True when this tab has a checkout in progress (the cart page then reopens the form). */
export function hasCheckoutDraft(): boolean {
  try {
    return sessionStorage.getItem(CHECKOUT_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}
