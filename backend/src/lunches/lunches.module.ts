import { Module } from '@nestjs/common';
import { CapacityModule } from '../capacity/capacity.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminLunchContractsController } from './admin-lunch-contracts.controller';
import { AdminLunchMenusController } from './admin-lunch-menus.controller';
import { LunchContractsService } from './lunch-contracts.service';
import { LunchCutoff } from './lunch-cutoff.service';
import { LunchDaysService } from './lunch-days.service';
import { LunchMenusService } from './lunch-menus.service';
import { LunchMonthEnd } from './lunch-month-end.service';
import { LunchOrders } from './lunch-orders.service';
import { LunchInvoiceReminders } from './lunch-reminders';
import { LunchesController } from './lunches.controller';

/**
 * Office lunches (issue 46): contracts, the week's menu, the contact's days, the cutoff job that
 * turns each day into an order, and the month end (invoice, act, transfers, reminders). It sits
 * above every domain it uses: orders (the factory, the editor), capacity, payments (invoice
 * numbers, the ledger, reminders), the catalogue.
 */
@Module({
  imports: [CapacityModule, CatalogueModule, OrdersModule, PaymentsModule],
  controllers: [LunchesController, AdminLunchContractsController, AdminLunchMenusController],
  providers: [LunchContractsService, LunchMenusService, LunchDaysService, LunchOrders, LunchCutoff, LunchMonthEnd, LunchInvoiceReminders],
  exports: [LunchContractsService],
})
export class LunchesModule {}
