import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { TELEGRAM_EVENTS } from '@bulbash/rules';

export class TelegramGroupDto {
  @ApiProperty({ example: '-1001234567890', description: 'The group’s chat id (negative)' }) chat_id!: string;
  @ApiProperty({ example: 'Кухня Bulbash' }) title!: string;
}

export class TelegramSettingsResponse {
  @ApiProperty({ description: 'TELEGRAM_BOT_TOKEN is set: the bot works; false: «Telegram не подключён» (everything else empty)' })
  enabled!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'bulbash_catering_bot', description: 'The bot’s username (TELEGRAM_BOT_NAME)' })
  bot_name!: string | null;
  @ApiProperty({ type: TelegramGroupDto, nullable: true, description: 'The connected staff group; null until `/connect CODE` in a group' })
  group!: TelegramGroupDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'K7P4M2QX',
    description:
      'A one-time code for `/connect CODE` in the team’s group (valid 30 minutes, used once; a new one is made when none is live). ' +
      'Only for a role that may change the settings (the owner); null otherwise and without Telegram.',
  })
  connect_code!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When connect_code stops working' })
  connect_code_expires_at!: string | null;
  @ApiProperty({ enum: TELEGRAM_EVENTS, isArray: true, description: 'The events posted to the group (all of them until chosen)' })
  events!: string[];
}

export class UpdateTelegramSettingsBody {
  @ApiProperty({
    enum: TELEGRAM_EVENTS,
    isArray: true,
    example: ['order_created', 'enquiry_created', 'daily_summary'],
    description: 'The events the group hears; [] silences it. Each known event once, else 400.',
  })
  // Checked by the service (one rule and one message for every way of getting it wrong).
  @Allow()
  events!: unknown;
}

export class TelegramLinkResponse {
  @ApiProperty({ example: 'https://t.me/bulbash_catering_bot?start=Q2xh...', description: 'Opens the bot with a one-time /start token' })
  url!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'The token works until then (30 minutes); a new link makes the older ones stop working',
  })
  expires_at!: string;
}

export class TelegramStatusResponse {
  @ApiProperty({ description: 'The shop has a Telegram bot (TELEGRAM_BOT_TOKEN set); false: the storefront offers nothing' })
  enabled!: boolean;
  @ApiProperty({ description: 'A Telegram chat of this account gets its order news' }) connected!: boolean;
}

export class TelegramWebhookAnswer {
  @ApiProperty({ example: true }) ok!: boolean;
}
