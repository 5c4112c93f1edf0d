import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/** The Bot API's own host; the test suites and `npm run dev` point TELEGRAM_API_URL at the local stand-in. */
export const TELEGRAM_DEFAULT_API_URL = 'https://api.telegram.org';

/** The shop's Telegram bot (TELEGRAM_*); null in AppConfig when TELEGRAM_BOT_TOKEN is unset: the shop runs without Telegram. */
export interface TelegramConfig {
  /** The token @BotFather gave, `123456789:AA…`. */
  botToken: string;
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token with every update (set by the setWebhook command). */
  webhookSecret: string;
  /** The bot's username without «@», for `https://t.me/<name>?start=…` links. */
  botName: string;
  /** The Bot API's base URL (grammY's `apiRoot`). */
  apiUrl: string;
}

const TOKEN_PATTERN = /^\d{3,20}:[A-Za-z0-9_-]{30,100}$/;
/** Telegram's rule for secret_token: 1–256 of A–Z, a–z, 0–9, _ and -; at least 16 here, so it cannot be guessed. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
/** Telegram's rule for a bot's username: 5–32 letters, digits and _, ending in «bot». */
const BOT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,29}bot$/i;

function parseApiUrl(raw: string | undefined): string {
  const value = raw === undefined || raw.trim() === '' ? TELEGRAM_DEFAULT_API_URL : raw.trim();
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError('TELEGRAM_API_URL', `is not a valid URL: "${value}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.hostname === '' || parsed.search !== '' || parsed.hash !== '')
    throw new ConfigError('TELEGRAM_API_URL', `must look like ${TELEGRAM_DEFAULT_API_URL}, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/**
 * The TELEGRAM_* variables: no token → null (no Telegram; the other variables are still checked,
 * so a typo shows before the token is added); a token needs the webhook secret and the bot's name.
 */
export function parseTelegram(env: Env): TelegramConfig | null {
  const apiUrl = parseApiUrl(env.TELEGRAM_API_URL);
  const botToken = (env.TELEGRAM_BOT_TOKEN ?? '').trim();
  const webhookSecret = (env.TELEGRAM_WEBHOOK_SECRET ?? '').trim();
  const botName = (env.TELEGRAM_BOT_NAME ?? '').trim().replace(/^@/, '');
  if (webhookSecret !== '' && !SECRET_PATTERN.test(webhookSecret))
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET', 'must be 16 to 256 letters, digits, _ or - (e.g. `openssl rand -hex 32`)');
  if (botName !== '' && !BOT_NAME_PATTERN.test(botName))
    throw new ConfigError(
      'TELEGRAM_BOT_NAME',
      `must be the bot's username from @BotFather (5 to 32 letters, digits or _, ending in "bot"), got "${botName}"`,
    );
  if (botToken === '') return null;
  if (!TOKEN_PATTERN.test(botToken)) throw new ConfigError('TELEGRAM_BOT_TOKEN', 'must be the token @BotFather gave, like 123456789:AAH…');
  if (webhookSecret === '') throw new ConfigError('TELEGRAM_WEBHOOK_SECRET', 'is required when TELEGRAM_BOT_TOKEN is set');
  if (botName === '') throw new ConfigError('TELEGRAM_BOT_NAME', 'is required when TELEGRAM_BOT_TOKEN is set');
  return { botToken, webhookSecret, botName, apiUrl };
}
