import { formatDay, fromMinor, multiplyMoney, PaymentPosition, toMinor, toMoney } from '@bulbash/rules';
import { ContactsResponse } from '../catalogue/catalogue.dto';
import { PricedLine } from '../documents/priced-document-pdf';
import { OrderAdjustment } from '../orders/order-adjustment.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';

/** One row of the invoice's table. */
export type InvoiceLine = PricedLine;

/** Everything an invoice prints, in plain text and BYN (rendered by invoice-pdf.ts). */
export interface InvoiceDocument {
  title: string;
  number: string;
  date: string;
  /** «взамен счёта № BC-2026-000001» for a corrected invoice, else null. */
  replaces: string | null;
  seller: string[];
  buyer: string[];
  lines: InvoiceLine[];
  total: number;
  toPay: { label: string; amount: number; due: string | null };
  vatNote: string;
  purpose: string;
}

/** The seller's requisites as every document prints them (the contacts record). */
export function sellerRequisites(seller: ContactsResponse): string[] {
  return [
    `${seller.name_organization}, УНП ${seller.pan}`,
    `Юридический адрес: ${seller.organization_address}`,
    `Р/с ${seller.bank_current_account}, БИК ${seller.bank_identification_code}`,
    `Банк: ${seller.bank_address}`,
  ];
}

/** A company payer's requisites as every document prints them. */
export function companyRequisites(company: {
  name: string | null;
  unp: string | null;
  address: string | null;
  account: string | null;
  bic: string | null;
}): string[] {
  return [`${company.name}, УНП ${company.unp}`, `Адрес: ${company.address}`, `Р/с ${company.account}, БИК ${company.bic}`];
}

/**
 * The invoice's content from the order, its items and adjustments, the seller's requisites
 * (contacts record), the derived payment position and the settings' VAT note.
 */
export function invoiceDocument(input: {
  number: string;
  issuedDay: string;
  replacesNumber: string | null;
  order: Order;
  items: readonly OrderItem[];
  adjustments: readonly OrderAdjustment[];
  seller: ContactsResponse;
  position: PaymentPosition;
  vatNote: string;
}): InvoiceDocument {
  const { order, seller, position } = input;
  const lines: InvoiceLine[] = input.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: toMoney(item.productCost),
    total: multiplyMoney(toMoney(item.productCost), item.quantity),
  }));
  if (toMinor(toMoney(order.deliveryCost)) !== 0)
    lines.push({
      name: `Доставка за МКАД, ${order.deliveryDistanceKm} км`,
      quantity: 1,
      unitPrice: toMoney(order.deliveryCost),
      total: toMoney(order.deliveryCost),
    });
  for (const adjustment of input.adjustments)
    lines.push({ name: adjustment.label, quantity: 1, unitPrice: toMoney(adjustment.amount), total: toMoney(adjustment.amount) });

  const buyer =
    order.payerType === 'company'
      ? companyRequisites({
          name: order.companyName,
          unp: order.companyUnp,
          address: order.companyAddress,
          account: order.companyAccount,
          bic: order.companyBic,
        })
      : [`${[order.surname, order.firstName, order.lastName].join(' ')}`, `Телефон: ${order.contactPhone}`];

  const toPay = position.depositDue
    ? { label: 'Предоплата к оплате', amount: fromMinor(position.depositDue.amountMinor), due: formatDay(position.depositDue.dueDay) }
    : {
        label: 'К оплате',
        amount: fromMinor(position.balanceDueMinor),
        due: position.balanceDueDay ? formatDay(position.balanceDueDay) : null,
      };

  return {
    title: `Счёт на оплату № ${input.number}`,
    number: input.number,
    date: formatDay(input.issuedDay),
    replaces: input.replacesNumber ? `взамен счёта № ${input.replacesNumber}` : null,
    seller: sellerRequisites(seller),
    buyer,
    lines,
    total: toMoney(order.totalCost),
    toPay,
    vatNote: input.vatNote,
    purpose: `Оплата по счёту № ${input.number} за кейтеринг, заказ № ${order.id}`,
  };
}
