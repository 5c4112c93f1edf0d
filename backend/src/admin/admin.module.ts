import { Module } from '@nestjs/common';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminCategoriesService } from './admin-categories.service';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { AdminSubcategoriesService } from './admin-subcategories.service';
import { OrderStatusNotifier } from './order-status-notifier';

/** The back-office API under /api/v1/bulbash_admin/: every route needs an administrator's token. */
@Module({
  controllers: [AdminCategoriesController, AdminProductsController, AdminOrdersController],
  providers: [AdminCategoriesService, AdminSubcategoriesService, AdminProductsService, AdminOrdersService, OrderStatusNotifier],
})
export class AdminModule {}
