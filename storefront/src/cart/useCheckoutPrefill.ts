import { useEffect, useState } from 'react';
import { toMinor, type DepositTerms } from '@bulbash/rules';
import { fetchPaymentTerms, fetchUserOrder, fetchUserOrders } from '../api/orders';
import { loadContacts } from '../api/info';
import { useSession } from '../state/session';
import type { CheckoutValues } from './checkoutValidation';
import { companyFromProfile, type CompanyValues } from './companyPayer';

export interface CheckoutPrefill {
  initial: Partial<CheckoutValues>;
  /** The company requisites saved on the account; null when none. */
  company: CompanyValues | null;
  pickupAddress: string | null;
  /** The shop's deposit terms; null when they could not be read (the checkout then says nothing of a deposit). */
  depositTerms: DepositTerms | null;
}

/**
 * What the checkout starts with: name, surname and e-mail from the account, phone and address
 * from the customer's last order, the kitchen's pickup address and the deposit terms. null while loading; a
 * failed look-up only leaves its fields empty.
 */
export function useCheckoutPrefill(): CheckoutPrefill | null {
  const { user } = useSession();
  const [prefill, setPrefill] = useState<CheckoutPrefill | null>(null);

  useEffect(() => {
    let alive = true;
    const lastOrder = fetchUserOrders()
      .then((answer) => (answer.data[0] ? fetchUserOrder(answer.data[0].id) : null))
      .catch(() => null);
    const terms = fetchPaymentTerms()
      .then((answer): DepositTerms => ({
        depositPercent: answer.deposit_percent,
        depositMinTotalMinor: toMinor(answer.deposit_min_total),
        balanceDueDays: answer.balance_due_days,
        companyPaymentDays: answer.company_payment_days,
      }))
      .catch(() => null);
    void Promise.all([lastOrder, loadContacts(), terms]).then(([order, contacts, depositTerms]) => {
      if (!alive) return;
      const initial: Partial<CheckoutValues> = {
        first_name: user?.name ?? '',
        surname: user?.surname ?? '',
        contact_email: user?.email ?? '',
      };
      if (order) {
        initial.contact_phone = order.contact_phone;
        if (order.delivery_method === 'delivery' && order.delivery_address) initial.delivery_address = order.delivery_address;
        if (order.last_name) initial.last_name = order.last_name;
      }
      setPrefill({
        initial,
        company: companyFromProfile(user?.company_payer),
        pickupAddress: contacts?.physical_address ?? null,
        depositTerms,
      });
    });
    return () => {
      alive = false;
    };
  }, [user]);

  return prefill;
}
