import { CURRENCY } from './constants';

/** 45 → "45", 45.5 → "45.50": whole rubles stay short, kopecks always show two digits. */
export function formatMoney(value: number): string {
  const kopecks = Math.round(value * 100);
  return kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2);
}

export function formatPrice(value: number): string {
  return `${formatMoney(value)} ${CURRENCY}`;
}

export function formatServing(people: number, weight: number): string {
  return `на ${people} чел., ${weight} гр.`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Badge text: the count up to 10, then "10+". */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
