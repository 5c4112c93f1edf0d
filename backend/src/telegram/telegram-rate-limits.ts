import { AbuseCounters } from '../cache/abuse-counters';
import { WindowLimit } from '../cache/sliding-windows';

/**
 * Telegram's sending limits, kept by the shop so it seldom meets a 429 (Bot API FAQ): about 30
 * messages a second in all, 20 a minute to one group, and about one a second to one private chat
 * (short bursts allowed: 3 in 3 seconds). Sliding windows of the moments messages went out (host
 * time: the limits are Telegram's, not business time), counted where the abuse counters live: in
 * Redis with REDIS_URL, so every instance sending for the one bot counts together, in this process
 * otherwise. A 429 that still comes is the outbox's to honour: the row waits its `retry_after`
 * (telegram-channel.ts).
 */
export interface TelegramLimits {
  perSecond: number;
  perGroupPerMinute: number;
  /** Messages to one private chat within `privateWindowMs`. */
  perPrivateChat: number;
  privateWindowMs: number;
}

export const TELEGRAM_LIMITS: TelegramLimits = { perSecond: 30, perGroupPerMinute: 20, perPrivateChat: 3, privateWindowMs: 3000 };

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Group and supergroup chat ids are negative; a private chat's is the person's (positive) id. */
export const isGroupChat = (chatId: string): boolean => chatId.startsWith('-');

export class TelegramRateLimiter {
  constructor(
    private readonly counters: AbuseCounters,
    private readonly limits: TelegramLimits = TELEGRAM_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes a place for one message to `chatId` now: 0 when it may go (the place is counted), else
   * how long until one is free (nothing counted: ask again then). The chat's window is taken
   * first and given back when the bot's whole second is full.
   */
  async reserve(chatId: string): Promise<number> {
    const at = this.now();
    const chatKey = `telegram:chat:${chatId}`;
    const chat = await this.counters.reserve(chatKey, at, [this.chatLimit(chatId)]);
    if ('waitMs' in chat) return chat.waitMs;
    const all = await this.counters.reserve('telegram:all', at, [{ limit: this.limits.perSecond, windowMs: SECOND_MS }]);
    if ('token' in all) return 0;
    await this.counters.release(chatKey, chat.token);
    return all.waitMs;
  }

  private chatLimit(chatId: string): WindowLimit {
    return isGroupChat(chatId)
      ? { limit: this.limits.perGroupPerMinute, windowMs: MINUTE_MS }
      : { limit: this.limits.perPrivateChat, windowMs: this.limits.privateWindowMs };
  }
}
