import { TelegramSettingsView } from './telegram-settings.service';
import { TelegramSettingsResponse } from './telegram.dto';

export function toTelegramSettingsResponse(view: TelegramSettingsView): TelegramSettingsResponse {
  return {
    enabled: view.enabled,
    bot_name: view.botName,
    group: view.group ? { chat_id: view.group.chatId, title: view.group.title } : null,
    connect_code: view.connectCode?.code ?? null,
    connect_code_expires_at: view.connectCode ? view.connectCode.expiresAt.toISOString() : null,
    events: view.events,
  };
}
