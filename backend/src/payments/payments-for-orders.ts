import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Clock } from '../common/clock';
import { OrderPaymentFieldsDto } from '../orders/order-payment-fields.dto';
import { InvoiceViewer, OrderPaymentFilter, OrderPayments, OrderPaymentsReader } from '../orders/order-payments';
import { Order } from '../orders/order.entity';
import { InvoiceService } from './invoice.service';
import { PaymentPositions } from './payment-positions.service';
import { PaymentSettingsService } from './payment-settings.service';
import { checkPaymentDue, checkPaymentStatus, wherePaymentDue, wherePaymentStatus } from './payment-status-sql';

/**
 * The payments domain's answers to what orders asks about money (orders/order-payments.ts),
 * handed down to the orders domain at start: payments sits above orders and calls down.
 */
@Injectable()
export class PaymentsForOrders implements OrderPaymentsReader, OnModuleInit {
  constructor(
    private readonly orderPayments: OrderPayments,
    private readonly positions: PaymentPositions,
    private readonly settings: PaymentSettingsService,
    private readonly invoices: InvoiceService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.orderPayments.use(this);
  }

  forOrders(orders: readonly Order[], manager: EntityManager): Promise<Map<number, OrderPaymentFieldsDto>> {
    return this.positions.forOrders(orders, manager);
  }

  async listFilter(filter: OrderPaymentFilter): Promise<(builder: SelectQueryBuilder<Order>) => void> {
    const paymentStatus = checkPaymentStatus(filter.payment_status);
    const paymentDue = checkPaymentDue(filter.payment_due);
    if (!paymentStatus && !paymentDue) return () => undefined;
    const settings = await this.settings.get();
    const now = this.clock.now();
    return (builder) => {
      if (paymentStatus) wherePaymentStatus(builder, builder.alias, paymentStatus, settings);
      if (paymentDue) wherePaymentDue(builder, builder.alias, paymentDue, settings, now);
    };
  }

  invoice(orderId: number, viewer: InvoiceViewer): Promise<{ number: string; replaces: string | null; pdf: Buffer }> {
    return this.invoices.pdf(orderId, viewer);
  }
}
