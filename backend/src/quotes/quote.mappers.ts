import { toDietaryFields } from '../common/dietary-columns';
import {
  cancellationTermsText,
  DEPOSIT_DUE_DAYS,
  effectiveQuoteStatus,
  fromMinor,
  QUOTE_STATUS_LABELS,
  quoteTotals,
  QuoteTotals,
  shiftDay,
  toMinor,
  toMinskIso,
  toMinskTime,
  toMoney,
} from '@bulbash/rules';
import { isoDate } from '../catalogue/catalogue.mappers';
import { PublicQuoteResponse, QuoteHistoryResponse, QuoteLineResponse, QuoteResponse } from './quote-response.dto';
import { Quote, QuoteLine, QuoteStatusChange } from './quote.entity';

export const QUOTE_PAGE_PATH = '/quote';

/** What a reader's answer depends on besides the rows: the Minsk day of "now" and the payment settings. */
export interface QuoteReadContext {
  today: string;
  balanceDueDays: number;
  publicUrl: string;
  /** The payment settings' free grace period after placing (0: none); the terms text follows it. */
  freeCancelMinutes: number;
}

export const quoteLink = (publicUrl: string, token: string) => `${publicUrl}${QUOTE_PAGE_PATH}/${token}`;

/** The totals of a stored quote (its lines, delivery and discount), by the one rule of @bulbash/rules. */
export function totalsOf(quote: Quote, lines: readonly QuoteLine[]): QuoteTotals {
  return quoteTotals({
    lines: lines.map((line) => ({ kind: line.kind, unitPriceMinor: toMinor(toMoney(line.unitPrice)), quantity: line.quantity })),
    deliveryCostMinor: toMinor(toMoney(quote.deliveryCost)),
    discount:
      quote.discountAmount !== null
        ? { kind: 'amount', amountMinor: toMinor(toMoney(quote.discountAmount)) }
        : quote.discountPercent !== null
          ? { kind: 'percent', percent: Number(quote.discountPercent) }
          : null,
    guests: quote.guests,
    depositPercent: quote.depositPercent,
  });
}

function toLineResponse(line: QuoteLine): QuoteLineResponse {
  const unitPrice = toMoney(line.unitPrice);
  return {
    id: line.id,
    kind: line.kind,
    product_id: line.productId,
    category_name: line.categoryName,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unit_price: unitPrice,
    catalogue_price: line.cataloguePrice === null ? null : toMoney(line.cataloguePrice),
    people_numbers: line.peopleNumbers,
    line_total: fromMinor(toMinor(unitPrice) * line.quantity),
  };
}

/** Dishes first (as staff ordered them), then services. */
export function orderedLines(lines: readonly QuoteLine[]): QuoteLine[] {
  const byPosition = [...lines].sort((a, b) => a.position - b.position || a.id - b.id);
  return [...byPosition.filter((line) => line.kind === 'dish'), ...byPosition.filter((line) => line.kind === 'service')];
}

export function toPublicQuoteResponse(quote: Quote, lines: readonly QuoteLine[], context: QuoteReadContext): PublicQuoteResponse {
  const totals = totalsOf(quote, lines);
  const status = effectiveQuoteStatus(quote.status, quote.validUntil, context.today);
  const eventDay = toMinskTime(new Date(quote.eventAt)).day;
  const balanceDay = shiftDay(eventDay, -context.balanceDueDays);
  const depositFrom = quote.acceptedAt ? toMinskTime(new Date(quote.acceptedAt)).day : context.today;
  const depositDay = shiftDay(depositFrom, DEPOSIT_DUE_DAYS);
  return {
    id: quote.id,
    token: quote.token,
    status,
    status_label: status === 'sent' && quote.changeRequest ? 'просит изменения' : QUOTE_STATUS_LABELS[status],
    version: quote.version,
    contact_name: quote.contactName,
    contact_email: quote.contactEmail,
    contact_phone: quote.contactPhone,
    payer_type: quote.payerType,
    company_name: quote.companyName,
    company_unp: quote.companyUnp,
    company_address: quote.companyAddress,
    company_account: quote.companyAccount,
    company_bic: quote.companyBic,
    event_at: toMinskIso(new Date(quote.eventAt)),
    guests: quote.guests,
    format: quote.formatCode,
    format_name: quote.formatName,
    delivery_method: quote.deliveryMethod,
    delivery_address: quote.deliveryAddress,
    delivery_distance_km: quote.deliveryDistanceKm,
    delivery_cost: fromMinor(totals.deliveryMinor),
    lines: orderedLines(lines).map(toLineResponse),
    discount_amount: quote.discountAmount === null ? null : toMoney(quote.discountAmount),
    discount_percent: quote.discountPercent === null ? null : Number(quote.discountPercent),
    items_total: fromMinor(totals.itemsMinor),
    services_total: fromMinor(totals.servicesMinor),
    discount: fromMinor(totals.discountMinor),
    total: fromMinor(totals.totalMinor),
    per_guest: fromMinor(totals.perGuestMinor),
    deposit: {
      percent: quote.depositPercent,
      amount: fromMinor(totals.depositMinor),
      due_at: totals.depositMinor > 0 ? (depositDay < balanceDay ? depositDay : balanceDay) : null,
    },
    balance: { amount: fromMinor(totals.balanceMinor), due_at: balanceDay },
    valid_until: quote.validUntil,
    terms: quote.terms,
    cancellation_rule: cancellationTermsText(quote.cancellationTerms ?? 'standard', quote.depositPercent, context.freeCancelMinutes),
    cancellation_terms: quote.cancellationTerms ?? 'standard',
    ...toDietaryFields(quote.diet),
    comment: quote.comment ?? null,
    sent_at: quote.sentAt ? isoDate(quote.sentAt) : null,
    order_id: quote.orderId,
    can_accept: status === 'sent',
  };
}

function toHistoryResponse(step: QuoteStatusChange): QuoteHistoryResponse {
  return {
    from_status: step.fromStatus,
    to_status: step.toStatus,
    note: step.note,
    changed_by_email: step.changedByEmail,
    date_created: isoDate(step.dateCreated),
  };
}

export function toQuoteResponse(
  quote: Quote,
  lines: readonly QuoteLine[],
  history: readonly QuoteStatusChange[],
  context: QuoteReadContext,
): QuoteResponse {
  return {
    ...toPublicQuoteResponse(quote, lines, context),
    previous_id: quote.previousId,
    replaced_by_id: quote.replacedById,
    enquiry_id: quote.enquiryId,
    user_id: quote.userId,
    deposit_percent: quote.depositPercent,
    internal_note: quote.internalNote,
    change_request: quote.changeRequest ?? null,
    link: quoteLink(context.publicUrl, quote.token),
    history: history.map(toHistoryResponse),
    date_created: isoDate(quote.dateCreated),
    date_updated: isoDate(quote.dateUpdated),
  };
}
