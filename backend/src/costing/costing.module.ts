import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { AdminIngredientsController } from './admin-ingredients.controller';
import { AdminRecipesController } from './admin-recipes.controller';
import { CostingController, PurchaseListController } from './costing.controller';
import { CostingService } from './costing.service';
import { IngredientsService } from './ingredients.service';
import { PurchaseListService } from './purchase-list.service';
import { RecipesService } from './recipes.service';

/**
 * Costing (issue 38): ingredients with their price history, dishes' recipes, food cost and
 * margins, purchase lists. It reads the catalogue, orders, quotes and enquiries; it never writes them.
 */
@Module({
  imports: [PaymentsModule],
  controllers: [AdminIngredientsController, AdminRecipesController, CostingController, PurchaseListController],
  providers: [IngredientsService, RecipesService, CostingService, PurchaseListService],
  exports: [RecipesService],
})
export class CostingModule {}
