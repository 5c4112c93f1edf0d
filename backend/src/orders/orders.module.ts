import { Module } from '@nestjs/common';
import { AbuseCountersModule } from '../cache/abuse-counters.module';
import { CapacityModule } from '../capacity/capacity.module';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AdminChangeRequestsController } from './admin-change-requests.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { RestCustomersController } from './rest-customers.controller';
import { RestOrdersController } from './rest-orders.controller';
import { CustomersService } from './customers.service';
import { OrderBookings } from './order-bookings';
import { OrderPayments } from './order-payments';
import { ContactMailQuota } from './contact-mail-quota';
import { OrderChangeRequestsController } from './order-change-requests.controller';
import { OrderChangeRequestsService } from './order-change-requests.service';
import { OrderCancellationService } from './order-cancellation.service';
import { OrderAdminService } from './order-admin.service';
import { OrderMailService } from './order-mail.service';
import { OrderRateLimitInterceptor } from './order-rate-limit.interceptor';
import { OrderRepeatService } from './order-repeat.service';
import { OrderStateMachine } from './order-state-machine.service';
import { OrderDeskService } from './order-desk.service';
import { OrderFactory } from './order-factory';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Checkout and the customer's own orders (OrdersService), and the back office's orders (OrderAdminService). */
@Module({
  imports: [AbuseCountersModule, CapacityModule, CartModule, CatalogueModule],
  controllers: [
    OrdersController,
    OrderChangeRequestsController,
    AdminOrdersController,
    RestOrdersController,
    RestCustomersController,
    AdminChangeRequestsController,
  ],
  providers: [
    OrdersService,
    OrderAdminService,
    OrderMailService,
    OrderCancellationService,
    OrderRepeatService,
    ContactMailQuota,
    OrderRateLimitInterceptor,
    OrderStateMachine,
    OrderDeskService,
    OrderFactory,
    OrderChangeRequestsService,
    CustomersService,
    OrderBookings,
    OrderPayments,
  ],
  exports: [
    CustomersService,
    OrderPayments,
    OrdersService,
    OrderAdminService,
    OrderStateMachine,
    OrderDeskService,
    OrderFactory,
    OrderMailService,
  ],
})
export class OrdersModule {}
