import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { User } from '../auth/user.entity';
import { ErrorResponse } from '../http/admin-docs';
import { TelegramLinksService } from './telegram-links.service';
import { TelegramLinkResponse, TelegramStatusResponse } from './telegram.dto';

/** The signed-in customer's Telegram: «Получать уведомления в Telegram» and «Отключить». */
@ApiTags('users')
@Controller('users/me')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid or revoked token', type: ErrorResponse })
export class MyTelegramController {
  constructor(private readonly links: TelegramLinksService) {}

  @Post('telegram-link')
  @RateLimited(RATE_LIMITS.telegramLink)
  @ApiOperation({
    summary: 'A one-time link to the shop’s bot that binds the Telegram chat opening it to this account',
    description:
      '`https://t.me/<bot>?start=<token>`: the token works once, for 30 minutes (only its hash is stored), and a new link makes the older ones ' +
      'stop working. The chat then gets the account’s order news (confirmed, being prepared, on the way, delivered, payments, reminders).',
  })
  @ApiCreatedResponse({ type: TelegramLinkResponse })
  @ApiConflictResponse({ description: '«Telegram не подключён» (the shop has no bot)', type: ErrorResponse })
  async link(@CurrentUser() user: User): Promise<TelegramLinkResponse> {
    const offer = await this.links.offer(user);
    return { url: offer.url, expires_at: offer.expiresAt.toISOString() };
  }

  @Get('telegram')
  @ApiOperation({ summary: 'Whether the shop has a bot, and whether a Telegram chat gets this account’s order news' })
  @ApiOkResponse({ type: TelegramStatusResponse })
  async status(@CurrentUser() user: User): Promise<TelegramStatusResponse> {
    const enabled = this.links.enabled;
    return { enabled, connected: enabled && (await this.links.connected(user.id)) };
  }

  @Delete('telegram')
  @HttpCode(200)
  @ApiOperation({ summary: '«Отключить»: the chat stops getting this account’s order news (it is told so)' })
  @ApiOkResponse({ type: TelegramStatusResponse })
  @ApiConflictResponse({ description: '«Telegram не подключён» (the shop has no bot)', type: ErrorResponse })
  async unlink(@CurrentUser() user: User): Promise<TelegramStatusResponse> {
    await this.links.unlink(user);
    return { enabled: true, connected: false };
  }
}
