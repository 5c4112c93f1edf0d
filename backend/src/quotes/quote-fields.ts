import { assertOrderTotal } from '../orders/order-caps';
import { BadRequestException } from '@nestjs/common';
import { checkedDiet, NO_DIET, toDietaryFields } from '../common/dietary-columns';
import {
  DEFAULT_QUOTE_CANCELLATION_TERMS,
  discountExceedsGoods,
  fromMinor,
  normaliseBic,
  normaliseByIban,
  normaliseUnp,
  REQUISITE_MESSAGES,
  toMinor,
  toMinskIso,
  toMoney,
} from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { Product } from '../catalogue/product.entity';
import { EventFormatsService } from '../events/event-formats.service';
import { Enquiry, EnquiryLine } from '../events/enquiry.entity';
import { resolveDeliveryTerms } from '../orders/order-delivery';
import { CompanyPayer, User } from '../auth/user.entity';
import { QuoteBody, QuoteLineInput } from './quote.dto';
import { Quote, QuoteLine } from './quote.entity';
import { buildQuoteLines, NewQuoteLine } from './quote-lines';
import { totalsOf } from './quote.mappers';
import {
  QUOTE_BAD_DAY,
  QUOTE_DISCOUNT_BOTH,
  QUOTE_DISCOUNT_TOO_LARGE,
  QUOTE_UNKNOWN_ENQUIRY,
  QUOTE_UNKNOWN_FORMAT,
  QUOTE_UNKNOWN_USER,
  quoteFieldRequired,
} from './quote.messages';

/** The columns a request decides (everything but identity, status, links and the derived totals). */
export type QuoteFields = Pick<
  Quote,
  | 'enquiryId'
  | 'userId'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'payerType'
  | 'companyName'
  | 'companyUnp'
  | 'companyAddress'
  | 'companyAccount'
  | 'companyBic'
  | 'eventAt'
  | 'guests'
  | 'formatCode'
  | 'formatName'
  | 'deliveryMethod'
  | 'deliveryAddress'
  | 'deliveryDistanceKm'
  | 'deliveryCost'
  | 'discountAmount'
  | 'discountPercent'
  | 'validUntil'
  | 'depositPercent'
  | 'terms'
  | 'internalNote'
  | 'diet'
  | 'comment'
  | 'cancellationTerms'
>;

export type DerivedTotals = Pick<Quote, 'itemsTotal' | 'servicesTotal' | 'discountTotal' | 'total'>;

export const DEFAULT_VALIDITY_DAYS = 14;

export function checkDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new BadRequestException(QUOTE_BAD_DAY);
  return day;
}

/** What an enquiry brings to a new proposal: its event, contacts and menu (dishes still on sale, at today's prices). */
export async function enquiryPrefill(manager: EntityManager, enquiryId: number): Promise<{ body: QuoteBody; enquiry: Enquiry }> {
  const enquiry = await manager.getRepository(Enquiry).findOneBy({ id: enquiryId });
  if (!enquiry) throw new BadRequestException(QUOTE_UNKNOWN_ENQUIRY);
  const lines = await manager.getRepository(EnquiryLine).find({ where: { enquiryId }, order: { id: 'ASC' } });
  const onSale = lines.length
    ? new Set(
        (await manager.getRepository(Product).findBy(lines.map((line) => ({ id: line.productId, statusEnabled: true })))).map(
          (product) => product.id,
        ),
      )
    : new Set<number>();
  const body: QuoteBody = {
    user_id: enquiry.userId,
    contact_name: enquiry.contactName,
    contact_email: enquiry.contactEmail,
    contact_phone: enquiry.contactPhone,
    company_name: enquiry.companyName ?? undefined,
    event_at: toMinskIso(new Date(enquiry.eventAt)),
    guests: enquiry.guests,
    format: enquiry.formatCode,
    delivery_method: enquiry.deliveryMethod,
    delivery_address: enquiry.deliveryAddress,
    delivery_distance_km: enquiry.deliveryDistanceKm,
    ...toDietaryFields(enquiry.diet),
    comment: enquiry.comment,
    lines: lines
      .filter((line) => onSale.has(line.productId))
      .map((line): QuoteLineInput => ({ kind: 'dish', product_id: line.productId, quantity: line.quantity })),
  };
  return { body, enquiry };
}

/**
 * A company payer's requisites, the sent ones over the stored ones, each checked by the rules of
 * @bulbash/rules (the DTO checks the sent ones only when payer_type is sent with them).
 */
function companyRequisites(body: QuoteBody, base: Partial<QuoteFields>): CompanyPayer {
  const value = (sent: string | undefined, stored: string | null | undefined, field: string) => {
    const text = (sent ?? stored ?? '').trim();
    if (!text) throw new BadRequestException(quoteFieldRequired(field));
    return text;
  };
  const checked = (text: string, normalise: (value: string) => string | null, field: keyof typeof REQUISITE_MESSAGES) => {
    const normalised = normalise(text);
    if (normalised === null) throw new BadRequestException(`${field}: ${REQUISITE_MESSAGES[field]}`);
    return normalised;
  };
  return {
    name: value(body.company_name, base.companyName, 'company_name'),
    unp: checked(value(body.company_unp, base.companyUnp, 'company_unp'), normaliseUnp, 'company_unp'),
    address: value(body.company_address, base.companyAddress, 'company_address'),
    account: checked(value(body.company_account, base.companyAccount, 'company_account'), normaliseByIban, 'company_account'),
    bic: checked(value(body.company_bic, base.companyBic, 'company_bic'), normaliseBic, 'company_bic'),
  };
}

/** The request's fields over `base` (the stored proposal, or an enquiry's prefill), checked; 400 naming the field. */
export async function resolveQuoteFields(
  manager: EntityManager,
  formats: EventFormatsService,
  body: QuoteBody,
  base: Partial<QuoteFields>,
  now: Date,
): Promise<QuoteFields> {
  const pick = <K extends keyof QuoteBody>(key: K, fallback: QuoteBody[K]) => (body[key] !== undefined ? body[key] : fallback);
  const contactName = pick('contact_name', base.contactName);
  const contactEmail = pick('contact_email', base.contactEmail)?.toLowerCase();
  const contactPhone = pick('contact_phone', base.contactPhone);
  if (!contactName) throw new BadRequestException(quoteFieldRequired('contact_name'));
  if (!contactEmail) throw new BadRequestException(quoteFieldRequired('contact_email'));
  if (!contactPhone) throw new BadRequestException(quoteFieldRequired('contact_phone'));
  const guests = pick('guests', base.guests);
  if (!guests) throw new BadRequestException(quoteFieldRequired('guests'));

  const userId = body.user_id !== undefined ? body.user_id : (base.userId ?? null);
  if (userId !== null && !(await manager.getRepository(User).existsBy({ id: userId }))) throw new BadRequestException(QUOTE_UNKNOWN_USER);

  let formatCode = base.formatCode ?? null;
  let formatName = base.formatName ?? null;
  if (body.format !== undefined) {
    formatCode = body.format;
    formatName = null;
    if (body.format !== null) {
      const format = await formats.findByCode(body.format);
      if (!format) throw new BadRequestException(QUOTE_UNKNOWN_FORMAT);
      formatName = format.name;
    }
  }

  if (body.event_at === undefined && !base.eventAt) throw new BadRequestException(quoteFieldRequired('event_at'));
  let terms;
  try {
    terms = resolveDeliveryTerms(
      { delivery_at: body.event_at, delivery_method: body.delivery_method, delivery_distance_km: body.delivery_distance_km },
      {
        deliveryAt: base.eventAt ? new Date(base.eventAt) : null,
        deliveryMethod: base.deliveryMethod ?? 'delivery',
        deliveryDistanceKm: base.deliveryDistanceKm ?? 0,
      },
      { now, shopRules: false },
    );
  } catch (error) {
    if (error instanceof BadRequestException) throw new BadRequestException(error.message.replace(/^delivery_at/, 'event_at'));
    throw error;
  }

  if (body.discount_amount != null && body.discount_percent != null) throw new BadRequestException(QUOTE_DISCOUNT_BOTH);
  let discountAmount = base.discountAmount ?? null;
  let discountPercent = base.discountPercent ?? null;
  if (body.discount_amount !== undefined) {
    discountAmount = body.discount_amount;
    if (body.discount_amount !== null) discountPercent = null;
  }
  if (body.discount_percent !== undefined) {
    discountPercent = body.discount_percent;
    if (body.discount_percent !== null) discountAmount = null;
  }
  const payerType = pick('payer_type', base.payerType) ?? 'person';
  const company = payerType === 'company' ? companyRequisites(body, base) : null;

  return {
    enquiryId: base.enquiryId ?? null,
    userId,
    contactName,
    contactEmail,
    contactPhone,
    payerType,
    companyName: company ? company.name : (body.company_name ?? base.companyName ?? null),
    companyUnp: company?.unp ?? null,
    companyAddress: company?.address ?? null,
    companyAccount: company?.account ?? null,
    companyBic: company?.bic ?? null,
    eventAt: terms.deliveryAt as Date,
    guests,
    formatCode,
    formatName,
    deliveryMethod: terms.deliveryMethod,
    deliveryAddress: pick('delivery_address', base.deliveryAddress ?? null) ?? null,
    deliveryDistanceKm: terms.deliveryDistanceKm,
    deliveryCost: fromMinor(terms.deliveryCostMinor),
    discountAmount,
    discountPercent,
    validUntil: checkDay(pick('valid_until', base.validUntil) as string),
    depositPercent: pick('deposit_percent', base.depositPercent) as number,
    terms: pick('terms', base.terms ?? null) ?? null,
    internalNote: pick('internal_note', base.internalNote ?? null) ?? null,
    diet: checkedDiet(body, guests, base.diet ?? NO_DIET),
    comment: pick('comment', base.comment ?? null) ?? null,
    cancellationTerms: pick('cancellation_terms', base.cancellationTerms) ?? DEFAULT_QUOTE_CANCELLATION_TERMS,
  };
}

/** The lines a request sends (or the kept ones), with the totals derived from them; a discount beyond the goods is a 400. */
export async function linesAndTotals(
  manager: EntityManager,
  fields: QuoteFields,
  input: readonly QuoteLineInput[] | undefined,
  kept: readonly QuoteLine[],
  keptAsNew: () => NewQuoteLine[],
): Promise<{ lines: NewQuoteLine[]; totals: DerivedTotals }> {
  const lines = input === undefined ? keptAsNew() : await buildQuoteLines(manager, input, kept);
  const discount =
    fields.discountAmount !== null
      ? { kind: 'amount' as const, amountMinor: toMinor(fields.discountAmount) }
      : fields.discountPercent !== null
        ? { kind: 'percent' as const, percent: fields.discountPercent }
        : null;
  const totalsLines = lines.map((line) => ({ kind: line.kind, unitPriceMinor: toMinor(toMoney(line.unitPrice)), quantity: line.quantity }));
  if (discountExceedsGoods(discount, totalsLines)) throw new BadRequestException(QUOTE_DISCOUNT_TOO_LARGE);
  const totals = totalsOf({ ...fields } as Quote, lines as QuoteLine[]);
  // The proposal becomes an order as it stands: the order caps hold for every stored sum.
  for (const minor of [totals.itemsMinor, totals.servicesMinor, totals.itemsMinor + totals.servicesMinor, totals.totalMinor])
    assertOrderTotal(minor, 'lines');
  return {
    lines,
    totals: {
      itemsTotal: fromMinor(totals.itemsMinor),
      servicesTotal: fromMinor(totals.servicesMinor),
      discountTotal: fromMinor(totals.discountMinor),
      total: fromMinor(totals.totalMinor),
    },
  };
}
