import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CostingModule } from '../costing/costing.module';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { KitchenModule } from '../orders/kitchen.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { UsersModule } from '../users/users.module';
import { AdminKitchenController } from './admin-kitchen.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminProductsController } from './admin-products.controller';
import { REST_ADMIN_CONTROLLERS } from './rest/rest-controllers';
import { ProductCosts } from './product-costs';

/**
 * The back-office API under /api/v1/bulbash_admin/ (documented endpoints) and /api/v1/admin/
 * (REST for ra-data-simple-rest): every route needs an administrator's token. Controllers,
 * DTOs and docs only: the catalogue, orders and users modules own the data and its rules.
 */
@Module({
  imports: [AuditModule, CatalogueModule, CostingModule, DeliveriesModule, OrdersModule, PaymentsModule, KitchenModule, UsersModule],
  controllers: [
    AdminCategoriesController,
    AdminProductsController,
    AdminOrdersController,
    AdminKitchenController,
    AdminSettingsController,
    ...REST_ADMIN_CONTROLLERS,
  ],
  providers: [ProductCosts],
})
export class AdminModule {}
