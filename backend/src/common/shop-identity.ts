/**
 * The shop's own identity, shared by mail templates, the contacts record and the demo data.
 * Editable business details live in the contacts record; these are the defaults it starts with.
 */
export const SHOP_IDENTITY = {
  /** Brand shown in the header and e-mails. */
  name: 'Bulbash catering',
  /** Legal name of the sole trader. */
  legalName: 'ИП Бульбаш',
  phone: '+375 29 615-42-87',
  phone2: '+375 33 302-18-64',
  email: 'info@bulbash-catering.by',
  city: 'Минск',
  openingHours: 'Пн–Пт 08:00–21:00, Сб–Вс 10:00–21:00',
} as const;
