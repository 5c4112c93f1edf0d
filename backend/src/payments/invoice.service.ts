import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InfoService } from '../catalogue/info.service';
import { orderAdjustments } from '../orders/order-adjustment.entity';
import { OrderItem } from '../orders/order-item.entity';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { InvoiceDocument, invoiceDocument } from './invoice-document';
import { InvoiceNumbers } from './invoice-numbers';
import { InvoiceListItem, toInvoiceListItem } from './invoice.dto';
import { renderInvoicePdf } from './invoice-pdf';
import { paidByOrder, positionOf } from './payment-positions.service';
import { PaymentSettingsService } from './payment-settings.service';

/** Who asks for an invoice: the order's owner, or staff whose role reads invoices (`isAdmin`: any order). */
export interface InvoiceReader {
  id: number;
  isAdmin: boolean;
}

/** Invoices («Счёт на оплату») for orders: numbered on the first request, then always the same number. */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly numbers: InvoiceNumbers,
    private readonly settings: PaymentSettingsService,
    private readonly info: InfoService,
  ) {}

  /** The invoice's content; someone else's order answers like a missing one (404). */
  async document(orderId: number, reader: InvoiceReader): Promise<InvoiceDocument> {
    const where = reader.isAdmin ? { id: orderId } : { id: orderId, userId: reader.id };
    if (!(await this.dataSource.manager.existsBy(Order, where))) throw new NotFoundException(ORDER_NOT_FOUND);
    const invoice = await this.numbers.current(orderId);
    const manager = this.dataSource.manager;
    const order = await manager.findOneByOrFail(Order, { id: orderId });
    const [items, adjustments, seller, settings, paid] = await Promise.all([
      manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } }),
      orderAdjustments(manager, orderId),
      this.info.getContacts(),
      this.settings.get(),
      paidByOrder(manager, [orderId]),
    ]);
    const position = positionOf(order, paid.get(orderId) ?? 0, settings);
    return invoiceDocument({
      number: invoice.number,
      issuedDay: invoice.issuedDay,
      replacesNumber: invoice.replacesNumber,
      order,
      items,
      adjustments,
      seller,
      position,
      vatNote: settings.vat_note,
    });
  }

  async pdf(orderId: number, reader: InvoiceReader): Promise<{ number: string; replaces: string | null; pdf: Buffer }> {
    const document = await this.document(orderId, reader);
    return { number: document.number, replaces: document.replaces, pdf: await renderInvoicePdf(document) };
  }

  /**
   * The invoices of an order that has been invoiced, oldest first: the current one and those it
   * replaced («заменён»). Issues the corrected one first when the total changed since the last.
   * An order never invoiced has none (nothing is issued by looking).
   */
  async list(orderId: number, reader: InvoiceReader): Promise<InvoiceListItem[]> {
    const where = reader.isAdmin ? { id: orderId } : { id: orderId, userId: reader.id };
    const order = await this.dataSource.manager.findOne(Order, { select: { id: true, invoiceNumber: true }, where });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (order.invoiceNumber) await this.numbers.current(orderId);
    return (await this.numbers.history(orderId)).map(toInvoiceListItem);
  }
}
