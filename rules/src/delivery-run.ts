/**
 * The driver's run (issue 36): the link that opens a delivery address in the phone's maps app,
 * and the bounds of the cash a driver may record at the door.
 */

/**
 * A Yandex Maps search for the address (opens the app on a phone, the site elsewhere); null
 * without an address. Minsk is added when the address does not name it, so «ул. Немига, 5»
 * finds the right street. Built from the text alone: no geocoding call.
 */
export function mapsUrl(address: string | null | undefined): string | null {
  const text = (address ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const query = /минск|minsk/i.test(text) ? text : `Минск, ${text}`;
  return `https://yandex.ru/maps/?text=${encodeURIComponent(query)}`;
}

/** The most cash a driver may record for one delivery, kopecks (100 000 byn): more is a typing slip. */
export const MAX_CASH_COLLECTED_MINOR = 10_000_000;

/**
 * Why the cash a driver typed is refused (a Russian message naming `cash_collected`), or null
 * when it may be recorded: null/absent (nothing taken), or 0..100 000 byn with two decimals at most.
 */
export function cashCollectedProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const rule = `cash_collected: укажите полученную сумму в byn — число от 0 до ${MAX_CASH_COLLECTED_MINOR / 100}, не более двух знаков после запятой`;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return rule;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return rule;
  if (Math.round(value * 100) > MAX_CASH_COLLECTED_MINOR) return rule;
  return null;
}
