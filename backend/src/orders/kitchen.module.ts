import { Module } from '@nestjs/common';
import { DeliverySheetService } from './delivery-sheet.service';
import { ProductionSheetService } from './production-sheet.service';

/** The kitchen's read models over orders: the production sheet (the order list and CSV live in OrderAdminService). */
@Module({
  providers: [ProductionSheetService, DeliverySheetService],
  exports: [ProductionSheetService, DeliverySheetService],
})
export class KitchenModule {}
