/**
 * Brings the form's first invalid field into view and focuses it, so a shopper who pressed
 * submit at the bottom of a long form sees what to fix. Fields are marked by MUI
 * (`aria-invalid`); composite widgets (the day picker) carry `data-invalid` and focus their
 * tabbable control.
 */
export function focusFirstError(form: HTMLElement | null): boolean {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!target) return false;
  const focusable = target.matches('[data-invalid="true"]') ? (target.querySelector<HTMLElement>('[tabindex="0"]') ?? target) : target;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  focusable.focus({ preventScroll: true });
  return true;
}
