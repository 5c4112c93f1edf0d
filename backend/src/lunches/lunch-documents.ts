import { formatDay, formatMonth, fromMinor, monthBounds, toMoney } from '@bulbash/rules';
import { ContactsResponse } from '../catalogue/catalogue.dto';
import { companyRequisites, InvoiceDocument, InvoiceLine, sellerRequisites } from '../payments/invoice-document';
import { LunchContract } from './lunch-contract.entity';
import { LunchInvoice } from './lunch-invoice.entity';
import { lunchInvoiceDayLine, lunchInvoiceLateLine, lunchInvoicePurpose } from './lunch.messages';

/** One day of a contract's month as the invoice, the act and the statement read it. */
export interface MonthDay {
  day: string;
  headcount: number;
  /** BYN per person the day was ordered at. */
  pricePerPerson: number;
  /** Billed (its order delivered or due to be: not canceled). */
  delivered: boolean;
  amountMinor: number;
  lateChargeMinor: number;
  orderId: number | null;
  orderStatus: string | null;
}

/** Everything the act («Акт сдачи-приёмки оказанных услуг») prints. */
export interface ActDocument {
  title: string;
  date: string;
  basis: string;
  performer: string[];
  customer: string[];
  lines: InvoiceLine[];
  total: number;
  vatNote: string;
  statement: string;
  performerSignature: string;
  customerSignature: string;
}

const buyerLines = (contract: LunchContract) => [
  ...companyRequisites({
    name: contract.companyName,
    unp: contract.companyUnp,
    address: contract.companyAddress,
    account: contract.companyAccount,
    bic: contract.companyBic,
  }),
  `Договор на обеды № ${contract.id}`,
  ...(contract.poNumber ? [`Номер заказа (PO) / центр затрат: ${contract.poNumber}`] : []),
];

/** The month's lines: a line per delivered day (date, people, price, amount), then the late charges apart. */
function monthLines(days: readonly MonthDay[]): InvoiceLine[] {
  const lines: InvoiceLine[] = days
    .filter((day) => day.delivered)
    .map((day) => ({
      name: lunchInvoiceDayLine(day.day),
      quantity: day.headcount,
      unitPrice: day.pricePerPerson,
      total: fromMinor(day.amountMinor),
    }));
  for (const day of days)
    if (day.lateChargeMinor > 0)
      lines.push({
        name: lunchInvoiceLateLine(day.day),
        quantity: 1,
        unitPrice: fromMinor(day.lateChargeMinor),
        total: fromMinor(day.lateChargeMinor),
      });
  return lines;
}

/** The monthly invoice: the shop's invoice layout (payments/invoice-pdf.ts) with the month's lines. */
export function lunchInvoiceDocument(input: {
  invoice: LunchInvoice;
  contract: LunchContract;
  days: readonly MonthDay[];
  seller: ContactsResponse;
  dueMinor: number;
  vatNote: string;
}): InvoiceDocument {
  const { invoice } = input;
  return {
    title: `Счёт на оплату № ${invoice.number}`,
    number: invoice.number,
    date: formatDay(invoice.issuedDay),
    replaces: null,
    seller: sellerRequisites(input.seller),
    buyer: buyerLines(input.contract),
    lines: monthLines(input.days),
    total: toMoney(invoice.total),
    toPay: { label: 'К оплате', amount: fromMinor(input.dueMinor), due: formatDay(invoice.dueDay) },
    vatNote: input.vatNote,
    purpose: lunchInvoicePurpose(invoice.number, invoice.month, input.contract.id),
  };
}

/** The month's act: both parties' requisites, the days delivered, the total and the signature lines. */
export function lunchActDocument(input: {
  invoice: LunchInvoice;
  contract: LunchContract;
  days: readonly MonthDay[];
  seller: ContactsResponse;
  vatNote: string;
}): ActDocument {
  const { invoice, contract } = input;
  const { last } = monthBounds(invoice.month);
  return {
    title: `Акт сдачи-приёмки оказанных услуг № ${invoice.number}`,
    date: formatDay(last),
    basis: `Основание: договор на обеды № ${contract.id}, счёт № ${invoice.number} от ${formatDay(invoice.issuedDay)}. Период: ${formatMonth(invoice.month)}.`,
    performer: sellerRequisites(input.seller),
    customer: buyerLines(contract),
    lines: monthLines(input.days),
    total: toMoney(invoice.total),
    vatNote: input.vatNote,
    statement:
      'Вышеперечисленные услуги (приготовление и доставка обедов) оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
    performerSignature: input.seller.name_organization,
    customerSignature: contract.companyName ?? '',
  };
}
