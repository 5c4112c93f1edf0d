import { loadOnlinePayments, ONLINE_PAYMENTS_URL } from '../api/payments';
import type { OnlinePayments } from '../api/paymentTypes';
import { usePageValue } from '../ssr/usePageValue';

/** Whether the shop takes online payments (null while asking): the server-rendered page's answer, else asked once per page load. */
export const useOnlinePayments = (): OnlinePayments | null => usePageValue(ONLINE_PAYMENTS_URL, loadOnlinePayments) ?? null;
