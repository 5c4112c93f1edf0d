import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import { TELEGRAM_DEFAULT_API_URL } from '../config/telegram-config';
import { telegramApi } from './telegram-bot';
import { TELEGRAM_WEBHOOK_PATH } from './telegram-webhook.controller';

/** The updates the bot reads: messages (its commands) and its own membership (removed, blocked). */
export const TELEGRAM_ALLOWED_UPDATES = ['message', 'my_chat_member'] as const;

/**
 * `npm run telegram:webhook [-- --info | --delete]` (in the image: the same, or
 * `node dist/telegram/set-webhook-cli.js`): tells Telegram to deliver the bot's updates to
 * `{PUBLIC_URL}/api/v1/telegram/webhook` with TELEGRAM_WEBHOOK_SECRET in every request's
 * X-Telegram-Bot-Api-Secret-Token (setWebhook), then prints what Telegram has registered.
 * `--info` only prints it; `--delete` removes the webhook. Run it once after the first start and
 * again whenever PUBLIC_URL or the secret changes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.telegram)
    throw new ConfigError('TELEGRAM_BOT_TOKEN', 'is required for this command (with TELEGRAM_WEBHOOK_SECRET and TELEGRAM_BOT_NAME)');
  const api = telegramApi(config.telegram);
  const option = process.argv[2];
  if (option === '--delete') {
    await api.deleteWebhook();
    console.log('Telegram webhook deleted: the bot receives no updates until it is set again.');
  } else if (option !== '--info') {
    const url = `${config.publicUrl}${TELEGRAM_WEBHOOK_PATH}`;
    if (!url.startsWith('https://') && config.telegram.apiUrl === TELEGRAM_DEFAULT_API_URL)
      console.warn(`Telegram only delivers to https:// addresses; PUBLIC_URL is ${config.publicUrl}`);
    await api.setWebhook(url, { secret_token: config.telegram.webhookSecret, allowed_updates: [...TELEGRAM_ALLOWED_UPDATES] });
    console.log(`Telegram webhook set: ${url} (updates: ${TELEGRAM_ALLOWED_UPDATES.join(', ')})`);
  }
  const info = await api.getWebhookInfo();
  console.log(
    `Registered: ${info.url || 'no webhook'}; pending updates: ${info.pending_update_count}` +
      (info.last_error_message ? `; last error: ${info.last_error_message}` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? `Telegram webhook: ${error.message}` : error);
  process.exit(1);
});
