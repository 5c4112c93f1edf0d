import { Module } from '@nestjs/common';
import { AgendaService } from './agenda.service';
import { DeliverySheetService } from './delivery-sheet.service';
import { PackingLabelsService } from './packing-labels.service';
import { ProductionSheetService } from './production-sheet.service';

/** The kitchen's read models over orders: the production, delivery sheets and packing labels (the order list and CSV live in OrderAdminService). */
@Module({
  providers: [ProductionSheetService, DeliverySheetService, PackingLabelsService, AgendaService],
  exports: [ProductionSheetService, DeliverySheetService, PackingLabelsService, AgendaService],
})
export class KitchenModule {}
