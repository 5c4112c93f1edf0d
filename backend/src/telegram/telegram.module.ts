import { Module } from '@nestjs/common';
import { AbuseCountersModule } from '../cache/abuse-counters.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminTelegramController } from './admin-telegram.controller';
import { MyTelegramController } from './my-telegram.controller';
import { TelegramBot } from './telegram-bot';
import { TelegramChannel } from './telegram-channel';
import { TelegramCommands } from './telegram-commands';
import { TelegramDaily } from './telegram-daily.service';
import { TelegramFacts } from './telegram-facts';
import { TelegramLinksService } from './telegram-links.service';
import { TelegramNotifications } from './telegram-notifications.service';
import { TelegramOutbox } from './telegram-outbox';
import { TelegramSettingsService } from './telegram-settings.service';
import { TelegramWebhookController } from './telegram-webhook.controller';

/**
 * The shop's Telegram bot (issue 45): the webhook and the bot's commands, the staff group's
 * settings, customers' chats, the messages the domains' events cause, the daily summary, and the
 * outbox's Telegram channel. Without TELEGRAM_BOT_TOKEN the routes answer «Telegram не подключён».
 */
@Module({
  imports: [AbuseCountersModule, CatalogueModule, PaymentsModule],
  controllers: [TelegramWebhookController, AdminTelegramController, MyTelegramController],
  providers: [
    TelegramBot,
    TelegramChannel,
    TelegramCommands,
    TelegramDaily,
    TelegramFacts,
    TelegramLinksService,
    TelegramNotifications,
    TelegramOutbox,
    TelegramSettingsService,
  ],
})
export class TelegramModule {}
