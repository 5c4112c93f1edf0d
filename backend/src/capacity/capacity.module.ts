import { Module } from '@nestjs/common';
import { AdminCapacityController } from './admin-capacity.controller';
import { CapacityCache } from './capacity-cache';
import { CapacityController } from './capacity.controller';
import { CapacityService } from './capacity.service';

/** Kitchen capacity: settings, availability, and the booking check the orders domain calls. */
@Module({
  controllers: [CapacityController, AdminCapacityController],
  providers: [CapacityService, CapacityCache],
  exports: [CapacityService],
})
export class CapacityModule {}
