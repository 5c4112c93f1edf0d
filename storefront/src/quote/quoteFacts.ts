import { formatDay, formatMinskDateTime, multiplyMoney } from '@bulbash/rules';
import type { PublicQuote, QuoteLine } from '../api/quotes';

/** '05.12.2026 в 15:30' (Minsk time). */
export const quoteEventText = (quote: Pick<PublicQuote, 'event_at'>): string => formatMinskDateTime(new Date(quote.event_at));

export function quoteDeliveryText(quote: Pick<PublicQuote, 'delivery_method' | 'delivery_address' | 'delivery_distance_km'>): string {
  if (quote.delivery_method === 'pickup') return 'самовывоз';
  const where = quote.delivery_address || 'адрес уточним';
  return quote.delivery_distance_km ? `доставка: ${where} (${quote.delivery_distance_km} км за МКАД)` : `доставка: ${where}`;
}

export interface LineGroup {
  title: string;
  lines: QuoteLine[];
}

/** The dishes grouped by category in the order they come, then the services as one group. */
export function groupLines(lines: readonly QuoteLine[]): { dishes: LineGroup[]; services: QuoteLine[] } {
  const groups = new Map<string, QuoteLine[]>();
  for (const line of lines) {
    if (line.kind !== 'dish') continue;
    const title = line.category_name || 'Блюда';
    const group = groups.get(title);
    if (group) group.push(line);
    else groups.set(title, [line]);
  }
  return {
    dishes: [...groups].map(([title, grouped]) => ({ title, lines: grouped })),
    services: lines.filter((line) => line.kind === 'service'),
  };
}

export const lineTotal = (line: QuoteLine): number => line.line_total ?? multiplyMoney(line.unit_price, line.quantity);

/** What a quote in a final state tells the customer; null while it can be accepted. */
export function closedQuoteText(quote: Pick<PublicQuote, 'status' | 'valid_until'>): string | null {
  switch (quote.status) {
    case 'expired':
      return `Срок действия предложения истёк ${formatDay(quote.valid_until)}. Цены и свободные даты могли измениться — запросите новое предложение.`;
    case 'replaced':
      return 'Это предложение заменено новой версией. Актуальная ссылка пришла вам в письме; если письма нет — свяжитесь с нами.';
    case 'declined':
      return 'Предложение отклонено. Если планы изменились, запросите новое — мы подготовим его заново.';
    default:
      return null;
  }
}

/** «до 03.12.2026» for a due day, or what stands instead when there is none. */
export const dueText = (dueAt: string | null | undefined, otherwise: string): string =>
  dueAt ? `до ${formatDay(dueAt.slice(0, 10))}` : otherwise;
