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

/**
 * Payments: the ledger per order (recorded through the order state machine), the payment
 * settings, the positions every order answer carries, the invoices and the payment reminders.
 */
@Module({
  imports: [CatalogueModule, OrdersModule],
  controllers: [PaymentsController, PaymentSettingsController, InvoiceController, CashReportController, PaymentTermsController],
  providers: [
    PaymentsService,
    PaymentSettingsService,
    PaymentPositions,
    InvoiceNumbers,
    InvoiceService,
    PaymentReminders,
    CashReportService,
    PaymentsForOrders,
  ],
  exports: [PaymentsService, PaymentPositions, PaymentSettingsService, InvoiceService, PaymentReminders, CashReportService],
})
export class PaymentsModule {}
