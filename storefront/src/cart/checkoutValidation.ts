import { MSG } from '../shared/messages';
import { compact, optionalEmail, required, type Errors } from '../shared/validation';
import { deliverySlots, MAX_DELIVERY_KM, normalisePhone } from '../orders/catering';

export const CHECKOUT_FIELDS = [
  'delivery_date',
  'delivery_time',
  'delivery_method',
  'delivery_distance_km',
  'comment',
  'surname',
  'first_name',
  'last_name',
  'contact_phone',
  'contact_email',
  'delivery_address',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const COMMENT_MAX = 1000;

export const EMPTY_CHECKOUT: CheckoutValues = {
  delivery_date: '',
  delivery_time: '',
  delivery_method: 'delivery',
  delivery_distance_km: '0',
  comment: '',
  surname: '',
  first_name: '',
  last_name: '',
  contact_phone: '',
  contact_email: '',
  delivery_address: '',
};

export const CHECKOUT_MSG = {
  date: 'выберите дату',
  time: 'выберите время',
  dayClosed: 'на эту дату заказ уже не принимается — выберите другую',
  distance: `целое число километров от 0 до ${MAX_DELIVERY_KM}`,
  tooFar: `дальше ${MAX_DELIVERY_KM} км от МКАД — согласуем доставку по телефону`,
  comment: `не более ${COMMENT_MAX} символов`,
  address: 'укажите адрес доставки',
} as const;

/** Whole km beyond MKAD as typed, or null when it is not a whole number ≥ 0. */
export function parseDistance(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

function distanceError(values: CheckoutValues): string | undefined {
  if (values.delivery_method !== 'delivery') return undefined;
  const km = parseDistance(values.delivery_distance_km);
  if (km === null) return CHECKOUT_MSG.distance;
  return km > MAX_DELIVERY_KM ? CHECKOUT_MSG.tooFar : undefined;
}

function timeError(values: CheckoutValues, now: Date): string | undefined {
  if (!values.delivery_date) return undefined;
  const slots = deliverySlots(values.delivery_date, now);
  if (slots.length === 0) return undefined;
  if (!values.delivery_time) return CHECKOUT_MSG.time;
  return slots.includes(values.delivery_time) ? undefined : CHECKOUT_MSG.time;
}

/** The checkout's rules; the time ones are judged at `now` (the same functions the API enforces). */
export function validateCheckout(values: CheckoutValues, now: Date = new Date()): Errors<CheckoutField> {
  return compact({
    delivery_date: !values.delivery_date
      ? CHECKOUT_MSG.date
      : deliverySlots(values.delivery_date, now).length === 0
        ? CHECKOUT_MSG.dayClosed
        : undefined,
    delivery_time: timeError(values, now),
    delivery_method: undefined,
    delivery_distance_km: distanceError(values),
    comment: values.comment.length > COMMENT_MAX ? CHECKOUT_MSG.comment : undefined,
    surname: required(values.surname),
    first_name: required(values.first_name),
    last_name: required(values.last_name),
    contact_phone: required(values.contact_phone) ?? (normalisePhone(values.contact_phone) ? undefined : MSG.badPhone),
    contact_email: optionalEmail(values.contact_email),
    // The checkout always names an event time, so a delivery needs the address (the API says the same).
    delivery_address: values.delivery_method === 'delivery' && !values.delivery_address.trim() ? CHECKOUT_MSG.address : undefined,
  });
}
