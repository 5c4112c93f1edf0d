import { DynamicModule, Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CapacityModule } from './capacity/capacity.module';
import { CartModule } from './cart/cart.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { RedisOutageModule } from './cache/redis-outage';
import { ClockModule } from './common/clock';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { DatabaseModule } from './database/database.module';
import { DATA_MODEL } from './entities';
import { EventsModule } from './events/events.module';
import { QuotesModule } from './quotes/quotes.module';
import { CostingModule } from './costing/costing.module';
import { LunchesModule } from './lunches/lunches.module';
import { HealthModule } from './health/health.module';
import { LoggingModule, LoggingOptions } from './logging/logging.module';
import { DemoModule } from './demo/demo.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { MetricsModule } from './metrics/metrics.module';
import { KitchenModule } from './orders/kitchen.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { SchedulingModule } from './scheduling/scheduling.module';
import { StaffModule } from './staff/staff.module';
import { TelegramModule } from './telegram/telegram.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logging: LoggingOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(config, logging),
        ConfigModule.forRoot(config),
        ClockModule,
        RedisOutageModule,
        MetricsModule,
        DatabaseModule.forRoot(config, DATA_MODEL),
        MailModule,
        SchedulingModule,
        MediaModule,
        UsersModule,
        StaffModule,
        AuthModule,
        CatalogueModule,
        CartModule,
        CapacityModule,
        OrdersModule,
        KitchenModule,
        PaymentsModule,
        DeliveriesModule,
        EventsModule,
        QuotesModule,
        CostingModule,
        LunchesModule,
        TelegramModule,
        AdminModule,
        DemoModule,
        HealthModule,
        WebModule.forRoot(config),
      ],
    };
  }
}
