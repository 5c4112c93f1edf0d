import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { toMoney } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { isoDate } from '../catalogue/catalogue.mappers';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { OnlinePaymentAttempt, OnlinePaymentAvailability } from './online-payment.dto';
import { OnlinePayment } from './online-payment.entity';
import { PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

/**
 * What is known of online payment without moving money: whether it is on, and an order's
 * attempts for the back office. Starting an attempt is OnlinePaymentStart, bePaid's reports
 * PaymentConfirmations, refunds OnlineRefunds and RefundSettlement.
 */
@Injectable()
export class OnlinePaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  availability(): OnlinePaymentAvailability {
    return this.provider ? { enabled: true, methods: ['card', 'erip'] } : { enabled: false, methods: [] };
  }

  /** Back office: the order's attempts, newest first. */
  async attempts(orderId: number): Promise<OnlinePaymentAttempt[]> {
    if (!(await this.dataSource.getRepository(Order).existsBy({ id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
    const rows = await this.dataSource.getRepository(OnlinePayment).find({ where: { orderId }, order: { id: 'DESC' } });
    return rows.map((row) => ({
      id: row.id,
      method: row.method,
      what: row.what,
      amount: toMoney(row.amount),
      status: row.status,
      provider_uid: row.providerUid,
      redirect_url: row.redirectUrl,
      date_created: isoDate(row.dateCreated),
    }));
  }
}
