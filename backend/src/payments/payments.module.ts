import { forwardRef, Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { InvoiceController } from './invoice.controller';
import { InvoiceNumbers } from './invoice-numbers';
import { InvoiceService } from './invoice.service';
import { PaymentPositions } from './payment-positions.service';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

/**
 * Payments: the ledger per order (recorded through the order state machine), the payment
 * settings, the positions every order answer carries and the invoices.
 */
@Module({
  imports: [CatalogueModule, forwardRef(() => OrdersModule)],
  controllers: [PaymentsController, PaymentSettingsController, InvoiceController],
  providers: [PaymentsService, PaymentSettingsService, PaymentPositions, InvoiceNumbers, InvoiceService],
  exports: [PaymentPositions, PaymentSettingsService, InvoiceService],
})
export class PaymentsModule {}
