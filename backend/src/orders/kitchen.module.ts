import { Module } from '@nestjs/common';
import { AdminKitchenController } from './admin-kitchen.controller';
import { AgendaService } from './agenda.service';
import { DeliverySheetService } from './delivery-sheet.service';
import { OrdersModule } from './orders.module';
import { PackingLabelsService } from './packing-labels.service';
import { ProductionSheetService } from './production-sheet.service';

/** The kitchen's read models over orders: the production, delivery sheets and packing labels (the order list and CSV live in OrderAdminService). */
@Module({
  imports: [OrdersModule],
  controllers: [AdminKitchenController],
  providers: [ProductionSheetService, DeliverySheetService, PackingLabelsService, AgendaService],
  exports: [ProductionSheetService, DeliverySheetService, PackingLabelsService, AgendaService],
})
export class KitchenModule {}
