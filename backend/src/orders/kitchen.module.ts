import { Module } from '@nestjs/common';
import { ProductionSheetService } from './production-sheet.service';

/** The kitchen's read models over orders: the production sheet (the order list and CSV live in OrderAdminService). */
@Module({
  providers: [ProductionSheetService],
  exports: [ProductionSheetService],
})
export class KitchenModule {}
