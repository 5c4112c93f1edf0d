import { compact, optionalEmail, phone, required, type Errors } from '../shared/validation';

export const CHECKOUT_FIELDS = ['surname', 'first_name', 'last_name', 'contact_phone', 'contact_email', 'delivery_address'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  surname: '',
  first_name: '',
  last_name: '',
  contact_phone: '',
  contact_email: '',
  delivery_address: '',
};

export function validateCheckout(values: CheckoutValues): Errors<CheckoutField> {
  return compact({
    surname: required(values.surname),
    first_name: required(values.first_name),
    last_name: required(values.last_name),
    contact_phone: phone(values.contact_phone),
    contact_email: optionalEmail(values.contact_email),
    delivery_address: undefined,
  });
}
