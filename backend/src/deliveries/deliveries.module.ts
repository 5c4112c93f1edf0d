import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { DeliveriesService } from './deliveries.service';
import { MyDeliveriesController } from './my-deliveries.controller';
import { OrderDriverController } from './order-driver.controller';

/** The driver's run: «Мои доставки», marking delivered with the cash, and giving orders to drivers. */
@Module({
  imports: [OrdersModule, PaymentsModule],
  controllers: [MyDeliveriesController, OrderDriverController],
  providers: [DeliveriesService],
})
export class DeliveriesModule {}
