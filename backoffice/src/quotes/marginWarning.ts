import { formatByn } from '@bulbash/rules';
import type { Costing } from '../costing/costingApi';
import { formatPercent } from '../costing/units';

/**
 * What «Отправить» asks before a quote goes out: below the owner's minimum margin, the dialog
 * names the quote's margin and the minimum; otherwise the usual question.
 */
export function sendConfirmText(email: string, costing: Costing | null): { title?: string; content: string } {
  const letter = `Клиент получит письмо со ссылкой на предложение: ${email}.`;
  if (!costing?.below_min || costing.margin === null) return { content: letter };
  return {
    title: `Маржа ${formatPercent(costing.margin_percent)} — ниже минимальной`,
    content: `Маржа предложения ${formatPercent(costing.margin_percent)} (${formatByn(costing.margin)}) ниже минимальной ${formatPercent(costing.min_margin_percent)}. Всё равно отправить? ${letter}`,
  };
}
