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

/** «Ёлкина Светлана (sveta@example.by)»: how a customer is named in pickers and filters. */
export const customerLabel = (customer: { name?: string; surname?: string; email?: string } | undefined): string => {
  if (!customer) return '';
  const fullName = customerFullName(customer);
  return customer.email ? `${fullName} (${customer.email})` : fullName;
};
