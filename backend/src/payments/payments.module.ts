import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { CashReportController } from './cash-report.controller';
import { CashReportService } from './cash-report.service';
import { InvoiceController } from './invoice.controller';
import { InvoiceNumbers } from './invoice-numbers';
import { InvoiceService } from './invoice.service';
import { PaymentPositions } from './payment-positions.service';
import { PaymentsForOrders } from './payments-for-orders';
import { PaymentReminders } from './payment-reminders.service';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';
import { PaymentTermsController } from './payment-terms.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { OnlinePaymentsController, OnlinePaymentsPublicController } from './online-payments.controller';
import { OnlinePaymentsAdminController } from './online-payments-admin.controller';
import { OnlinePaymentsService } from './online-payments.service';
import { LedgerService } from './ledger.service';
import { LiveAttempts } from './live-attempts.service';
import { OnlinePaymentStart } from './online-payment-start.service';
import { OnlineReceipts } from './online-receipt.service';
import { OnlineRefunds } from './online-refunds.service';
import { PaymentConfirmations } from './payment-confirmations.service';
import { RefundReconciler } from './refund-reconciler.service';
import { RefundSettlement } from './refund-settlement.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BepaidProvider } from './providers/bepaid-provider';
import { PAYMENT_PROVIDER } from './providers/payment-provider';

/**
 * Payments: the ledger per order (recorded through the order state machine), the payment
 * settings, the positions every order answer carries, the invoices and the payment reminders,
 * and online payment through bePaid (attempts, confirmations, refunds recorded before calling out).
 */
@Module({
  imports: [CatalogueModule, OrdersModule],
  controllers: [
    PaymentsController,
    PaymentSettingsController,
    InvoiceController,
    CashReportController,
    PaymentTermsController,
    OnlinePaymentsController,
    OnlinePaymentsPublicController,
    OnlinePaymentsAdminController,
  ],
  providers: [
    PaymentsService,
    PaymentSettingsService,
    PaymentPositions,
    InvoiceNumbers,
    InvoiceService,
    PaymentReminders,
    CashReportService,
    PaymentsForOrders,
    OnlinePaymentsService,
    LedgerService,
    LiveAttempts,
    OnlinePaymentStart,
    OnlineReceipts,
    OnlineRefunds,
    PaymentConfirmations,
    RefundSettlement,
    RefundReconciler,
    // bePaid when BEPAID_SHOP_ID is set; null: no online payment (the API answers 409 «Онлайн-оплата не подключена»).
    {
      provide: PAYMENT_PROVIDER,
      useFactory: (config: AppConfig) => (config.bepaid ? new BepaidProvider(config.bepaid) : null),
      inject: [APP_CONFIG],
    },
  ],
  exports: [
    OnlinePaymentsService,
    PaymentsService,
    LedgerService,
    RefundReconciler,
    PaymentPositions,
    PaymentSettingsService,
    InvoiceService,
    InvoiceNumbers,
    PaymentReminders,
    CashReportService,
  ],
})
export class PaymentsModule {}
