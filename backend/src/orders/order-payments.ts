import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { OrderPaymentFieldsDto } from './order-payment-fields.dto';
import { Order } from './order.entity';

/** Who asks for an invoice: the owner of the order, or staff. */
export interface InvoiceViewer {
  id: number;
  isAdmin: boolean;
}

/** The back office's payment-due filters: «Ожидают оплаты» and «Просрочено». */
export const PAYMENT_DUE_FILTERS = ['awaiting', 'overdue'] as const;

/** The back office list's payment filters, as sent (checked by the payments domain: 400 when unknown). */
export interface OrderPaymentFilter {
  payment_status?: unknown;
  payment_due?: unknown;
}

/**
 * What the orders domain needs to know about money, answered by the payments domain above it
 * (docs/architecture.md, «Layers»): payments gives its reader at start (`OrderPayments.use`),
 * so orders never imports payments and the modules need no forwardRef.
 */
export interface OrderPaymentsReader {
  /** Every order answer's payment fields, read from the ledger and the settings each time. */
  forOrders(orders: readonly Order[], manager: EntityManager): Promise<Map<number, OrderPaymentFieldsDto>>;
  /** Narrows the back office's order list (alias of `builder`) by derived payment status and due days; 400 on unknown values. */
  listFilter(filter: OrderPaymentFilter): Promise<(builder: SelectQueryBuilder<Order>) => void>;
  /**
   * The order's current invoice (numbered on first issue; a corrected one, «взамен счёта № …» in
   * `replaces`, after a change of the total); 404 when the viewer may not see the order.
   */
  invoice(orderId: number, viewer: InvoiceViewer): Promise<{ number: string; replaces: string | null; pdf: Buffer }>;
}

/** The orders' side of that contract: holds the reader payments gives it and answers from it. */
@Injectable()
export class OrderPayments {
  private reader?: OrderPaymentsReader;

  constructor(private readonly dataSource: DataSource) {}

  use(reader: OrderPaymentsReader): void {
    this.reader = reader;
  }

  forOrders(orders: readonly Order[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, OrderPaymentFieldsDto>> {
    return this.required().forOrders(orders, manager);
  }

  async forOrder(order: Order, manager: EntityManager = this.dataSource.manager): Promise<OrderPaymentFieldsDto> {
    return (await this.forOrders([order], manager)).get(order.id)!;
  }

  listFilter(filter: OrderPaymentFilter): Promise<(builder: SelectQueryBuilder<Order>) => void> {
    return this.required().listFilter(filter);
  }

  invoice(orderId: number, viewer: InvoiceViewer): Promise<{ number: string; replaces: string | null; pdf: Buffer }> {
    return this.required().invoice(orderId, viewer);
  }

  private required(): OrderPaymentsReader {
    if (!this.reader) throw new Error('OrderPayments: no reader (the payments module gives it one at start)');
    return this.reader;
  }
}
