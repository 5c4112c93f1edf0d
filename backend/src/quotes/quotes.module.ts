import { Module } from '@nestjs/common';
import { AbuseCountersModule } from '../cache/abuse-counters.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EventsModule } from '../events/events.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminQuotesController } from './admin-quotes.controller';
import { QuoteCustomerService } from './quote-customer.service';
import { QuoteMailService } from './quote-mail.service';
import { QuoteMessageLimits } from './quote-message-limits';
import { QuotePdfService } from './quote-pdf.service';
import { QuotesController } from './quotes.controller';
import { QuotesService } from './quotes.service';

/** Quotes («Предложения»): the caterer's priced proposals, the customer's link, acceptance into an order. */
@Module({
  imports: [AbuseCountersModule, CatalogueModule, EventsModule, OrdersModule, PaymentsModule],
  controllers: [AdminQuotesController, QuotesController],
  providers: [QuotesService, QuoteCustomerService, QuoteMailService, QuoteMessageLimits, QuotePdfService],
})
export class QuotesModule {}
