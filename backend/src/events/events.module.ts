import { Module } from '@nestjs/common';
import { AbuseCountersModule } from '../cache/abuse-counters.module';
import { CapacityModule } from '../capacity/capacity.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { EnquiryOrderService } from './enquiry-order.service';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { AdminEventFormatsController } from './admin-event-formats.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryLimits } from './enquiry-limits';
import { EnquiryMailService } from './enquiry-mail.service';
import { EventFormatsService } from './event-formats.service';
import { EventsController } from './events.controller';
import { MenuService } from './menu.service';

/** Event formats, the menu planner's service and enquiries (public and back-office routes). */
@Module({
  imports: [AbuseCountersModule, CapacityModule, CatalogueModule, OrdersModule],
  controllers: [EventsController, AdminEventFormatsController, AdminEnquiriesController],
  providers: [EventFormatsService, MenuService, EnquiriesService, EnquiryLimits, EnquiryMailService, EnquiryOrderService],
  exports: [EventFormatsService, MenuService, EnquiriesService],
})
export class EventsModule {}
