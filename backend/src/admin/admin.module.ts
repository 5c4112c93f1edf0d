import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminCategoriesService } from './admin-categories.service';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { AdminSubcategoriesService } from './admin-subcategories.service';
import { REST_ADMIN_CONTROLLERS } from './rest/rest-controllers';

/**
 * The back-office API under /api/v1/bulbash_admin/ (documented endpoints) and /api/v1/admin/
 * (REST for ra-data-simple-rest): every route needs an administrator's token.
 */
@Module({
  imports: [OrdersModule],
  controllers: [AdminCategoriesController, AdminProductsController, AdminOrdersController, ...REST_ADMIN_CONTROLLERS],
  providers: [AdminCategoriesService, AdminSubcategoriesService, AdminProductsService, AdminOrdersService],
})
export class AdminModule {}
