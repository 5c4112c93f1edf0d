import { Module } from '@nestjs/common';
import { AbuseCountersModule } from '../cache/abuse-counters.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
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
  imports: [AbuseCountersModule, CatalogueModule],
  controllers: [EventsController, AdminEventFormatsController, AdminEnquiriesController],
  providers: [EventFormatsService, MenuService, EnquiriesService, EnquiryLimits, EnquiryMailService],
  exports: [EventFormatsService, MenuService],
})
export class EventsModule {}
