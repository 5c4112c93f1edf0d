import { formatPhone } from '@bulbash/rules';
import type { Identifier } from 'react-admin';

/** The orders list filtered to one customer (`user_id`), with that filter shown so it can be cleared. */
export const customerOrdersPath = (basename: string, customerId: Identifier): string => {
  const query = new URLSearchParams({
    filter: JSON.stringify({ user_id: customerId }),
    displayedFilters: JSON.stringify({ user_id: true }),
  });
  return `${basename}/orders?${query.toString()}`;
};

/** «Ёлкина Светлана»: surname first, as staff file customers. */
export const customerFullName = (customer: { name?: string; surname?: string }): string =>
  [customer.surname, customer.name].filter(Boolean).join(' ');

/** «Ёлкина Светлана (sveta@example.by, +375 29 123-45-67)»: how a customer is named in pickers and filters. */
export const customerLabel = (
  customer: { name?: string; surname?: string; email?: string | null; phone?: string | null } | undefined,
): string => {
  if (!customer) return '';
  const fullName = customerFullName(customer);
  const reach = [customer.email, customer.phone ? formatPhone(customer.phone) : null].filter(Boolean).join(', ');
  return reach ? `${fullName} (${reach})` : fullName;
};
