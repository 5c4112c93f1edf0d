import {
  BadRequestException,
  ConflictException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ErrorResponse } from '../http/admin-docs';
import { TelegramBot, TelegramUpdate } from './telegram-bot';
import { TelegramWebhookAnswer } from './telegram.dto';
import { TELEGRAM_OFF, WEBHOOK_BODY_REFUSED, WEBHOOK_SECRET_REFUSED } from './telegram.messages';

/** The path the setWebhook command registers (under PUBLIC_URL). */
export const TELEGRAM_WEBHOOK_PATH = '/api/v1/telegram/webhook';
export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Equal secrets, compared in constant time (over their hashes, so the lengths give nothing away). */
function sameSecret(sent: string | undefined, expected: string): boolean {
  if (typeof sent !== 'string' || sent === '') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Telegram's updates, pushed by Telegram (setWebhook with the secret); nobody else gets past the secret. */
@ApiTags('telegram')
@Controller('telegram')
export class TelegramWebhookController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bot: TelegramBot,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.telegramWebhook)
  @ApiOperation({
    summary: 'An update from Telegram (called by Telegram, not by people)',
    description:
      'X-Telegram-Bot-Api-Secret-Token must equal TELEGRAM_WEBHOOK_SECRET, else 401 and nothing done. Handled: `/connect CODE` in a group ' +
      '(connects the staff group), `/start <token>` and `/stop` in a private chat (binds or unlinks a customer), and the bot being removed ' +
      'or blocked. A handler that fails answers 500, and Telegram delivers the update again.',
  })
  @ApiHeader({
    name: 'X-Telegram-Bot-Api-Secret-Token',
    required: true,
    description: 'TELEGRAM_WEBHOOK_SECRET, as setWebhook registered it',
  })
  @ApiBody({ description: 'A Telegram Update object ({ update_id, message | my_chat_member, … })', schema: { type: 'object' } })
  @ApiOkResponse({ type: TelegramWebhookAnswer })
  @ApiUnauthorizedResponse({ description: 'Missing or wrong secret header', type: ErrorResponse })
  @ApiConflictResponse({ description: '«Telegram не подключён» (no TELEGRAM_BOT_TOKEN)', type: ErrorResponse })
  async update(@Req() request: Request, @Headers(SECRET_HEADER) secret: string | undefined): Promise<TelegramWebhookAnswer> {
    const telegram = this.config.telegram;
    if (!telegram) throw new ConflictException(TELEGRAM_OFF);
    if (!sameSecret(secret, telegram.webhookSecret)) throw new UnauthorizedException(WEBHOOK_SECRET_REFUSED);
    const update = request.body as unknown;
    if (
      typeof update !== 'object' ||
      update === null ||
      Array.isArray(update) ||
      !Number.isSafeInteger((update as { update_id?: unknown }).update_id)
    )
      throw new BadRequestException(WEBHOOK_BODY_REFUSED);
    await this.bot.handle(update as TelegramUpdate);
    return { ok: true };
  }
}
