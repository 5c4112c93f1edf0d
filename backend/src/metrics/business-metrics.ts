import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/**
 * The shop's business counters, incremented by the domains after their transaction commits:
 * orders (placed here), enquiries and payments (their modules call enquiryReceived() and
 * paymentRecorded() when they record one). Inject BusinessMetrics; MetricsModule is global.
 */
@Injectable()
export class BusinessMetrics {
  private readonly ordersPlaced: Counter;
  private readonly enquiries: Counter;
  private readonly payments: Counter;
  private readonly paymentsAmount: Counter;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.ordersPlaced = new Counter({ name: 'bulbash_orders_placed_total', help: 'Orders placed by shoppers (committed)', registers });
    this.enquiries = new Counter({
      name: 'bulbash_enquiries_received_total',
      help: 'Event enquiries received (committed)',
      registers,
    });
    this.payments = new Counter({
      name: 'bulbash_payments_recorded_total',
      help: 'Payments recorded against orders (committed)',
      registers,
    });
    this.paymentsAmount = new Counter({
      name: 'bulbash_payments_recorded_byn_total',
      help: 'Sum of the payments recorded, in BYN',
      registers,
    });
  }

  /** After an order's transaction committed. */
  orderPlaced(): void {
    this.ordersPlaced.inc();
  }

  /** After an enquiry's transaction committed. */
  enquiryReceived(): void {
    this.enquiries.inc();
  }

  /** After a payment's transaction committed; `amountByn` in roubles (e.g. 125.5). */
  paymentRecorded(amountByn: number): void {
    this.payments.inc();
    if (Number.isFinite(amountByn) && amountByn > 0) this.paymentsAmount.inc(amountByn);
  }
}
