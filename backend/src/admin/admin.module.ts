import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CostingModule } from '../costing/costing.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminProductsController } from './admin-products.controller';
import { REST_ADMIN_CONTROLLERS } from './rest/rest-controllers';
import { ProductCosts } from './product-costs';

/**
 * The back office's HTTP that spans domains (docs/architecture.md, «Where HTTP lives»): the
 * products with their food cost (catalogue + costing), the dashboard (orders + the payments
 * ledger), the audit log and the mail outbox (ground services with staff-only views). Every
 * route needs a staff token; each domain's own back-office controllers live in its folder.
 */
@Module({
  imports: [AuditModule, CatalogueModule, CostingModule, OrdersModule, PaymentsModule],
  controllers: [AdminProductsController, AdminDashboardController, ...REST_ADMIN_CONTROLLERS],
  providers: [ProductCosts],
})
export class AdminModule {}
