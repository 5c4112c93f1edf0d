/** Russian words of the online payment attempts' fields (the order page's «Онлайн-платежи»): @bulbash/rules. */
export {
  ONLINE_ATTEMPT_STATUS_LABELS as ATTEMPT_STATUS_LABELS,
  ONLINE_PAY_METHOD_LABELS as ATTEMPT_METHOD_LABELS,
  ONLINE_PAY_WHAT_LABELS as ATTEMPT_WHAT_LABELS,
} from '@bulbash/rules';

/**
 * Whether the signed-in staff member may refund online: today's back office knows only
 * administrators ('admin', the owners); with role permissions, the `refunds` write permission.
 */
export function canRefund(permissions: unknown): boolean {
  if (permissions === 'admin' || permissions === 'owner') return true;
  if (permissions && typeof permissions === 'object') {
    const refunds = (permissions as Record<string, unknown>).refunds;
    return Array.isArray(refunds) && refunds.includes('write');
  }
  return false;
}
