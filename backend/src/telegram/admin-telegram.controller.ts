import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { roleCan } from '@bulbash/rules';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { User } from '../auth/user.entity';
import { AdminApi, ApiInvalidInput, ErrorResponse } from '../http/admin-docs';
import { TelegramSettingsService } from './telegram-settings.service';
import { TelegramSettingsResponse, UpdateTelegramSettingsBody } from './telegram.dto';
import { toTelegramSettingsResponse } from './telegram.mappers';
import { TELEGRAM_EVENTS_RULE } from './telegram.messages';

/** Back office «Настройки» → «Telegram»: the staff group, its connect code and the events it hears. */
@Controller('admin/telegram')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminTelegramController {
  constructor(private readonly settings: TelegramSettingsService) {}

  @RequirePermission('settings', 'read')
  @Get()
  @ApiOperation({
    summary: 'The shop’s Telegram: whether the bot is on, the connected group, a one-time connect code (owner) and the events posted',
    description:
      'enabled false (no TELEGRAM_BOT_TOKEN): «Telegram не подключён», the rest empty. The owner connects the team’s group by adding the bot ' +
      'and sending `/connect <connect_code>` there; a live code is made when none is (30 minutes, used once).',
  })
  @ApiOkResponse({ type: TelegramSettingsResponse })
  async get(@CurrentUser() user: User): Promise<TelegramSettingsResponse> {
    return toTelegramSettingsResponse(await this.settings.view(roleCan(user.role, 'settings', 'write')));
  }

  @RequirePermission('settings', 'write')
  @Put()
  @ApiOperation({ summary: 'Choose the events posted to the staff group (owner); audited' })
  @ApiOkResponse({ type: TelegramSettingsResponse })
  @ApiInvalidInput(TELEGRAM_EVENTS_RULE)
  @ApiConflictResponse({ description: '«Telegram не подключён» (no TELEGRAM_BOT_TOKEN)', type: ErrorResponse })
  async update(@Body() body: UpdateTelegramSettingsBody): Promise<TelegramSettingsResponse> {
    return toTelegramSettingsResponse(await this.settings.update(body.events));
  }

  @RequirePermission('settings', 'write')
  @Delete('group')
  @ApiOperation({ summary: 'Disconnect the staff group (owner): it is told so and hears nothing more; audited' })
  @ApiOkResponse({ type: TelegramSettingsResponse })
  @ApiConflictResponse({ description: '«Telegram не подключён», or no group is connected', type: ErrorResponse })
  async disconnect(): Promise<TelegramSettingsResponse> {
    return toTelegramSettingsResponse(await this.settings.disconnectGroup());
  }
}
