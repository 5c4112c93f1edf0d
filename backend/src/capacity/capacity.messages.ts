/** Russian details of the capacity endpoints' 400 answers. */
export const AVAILABILITY_RANGE = 'to: не раньше from и не более 62 дней от from';
export const CALENDAR_MONTH = 'month: в формате ГГГГ-ММ';
export const DUPLICATE_CLOSED_DATE = 'closed_dates: каждая дата — не более одного раза';
export const DUPLICATE_TIER = 'lead_time_tiers: min_guests не должны повторяться';
export const impossibleDate = (field: string, day: string) => `${field}: несуществующая дата ${day}`;
export const OVERRIDE_NOTE = 'Принято сверх мощности кухни';
