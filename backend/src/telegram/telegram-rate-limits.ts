/**
 * Telegram's sending limits, kept by the shop so it seldom meets a 429 (Bot API FAQ): about 30
 * messages a second in all, 20 a minute to one group, and about one a second to one private chat
 * (short bursts allowed: 3 in 3 seconds). Sliding windows over the moments messages went out (host
 * time: the limits are Telegram's, not business time), per instance. A 429 that still comes is
 * the outbox's to honour: the row waits its `retry_after` (telegram-channel.ts).
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

/** The earliest moment ≥ now at which a window of `windowMs` holds fewer than `limit` of `moments` (sorted). */
function freeAt(moments: readonly number[], limit: number, windowMs: number, now: number): number {
  const recent = moments.filter((moment) => moment > now - windowMs);
  if (recent.length < limit) return now;
  return recent[recent.length - limit] + windowMs;
}

export class TelegramRateLimiter {
  private readonly sent: number[] = [];
  private readonly sentTo = new Map<string, number[]>();

  constructor(
    private readonly limits: TelegramLimits = TELEGRAM_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * How long to wait before a message to `chatId` may go (0: now). `take` also books that moment,
   * so the next caller counts it; with `bookIfWithin` a longer wait books nothing (the message is
   * put off instead, and asks again later).
   */
  reserve(chatId: string, bookIfWithin = Number.POSITIVE_INFINITY): number {
    const now = this.now();
    this.forget(now);
    const chat = this.sentTo.get(chatId) ?? [];
    const at = Math.max(
      now,
      freeAt(this.sent, this.limits.perSecond, SECOND_MS, now),
      isGroupChat(chatId)
        ? freeAt(chat, this.limits.perGroupPerMinute, MINUTE_MS, now)
        : freeAt(chat, this.limits.perPrivateChat, this.limits.privateWindowMs, now),
    );
    const wait = at - now;
    if (wait > bookIfWithin) return wait;
    insertSorted(this.sent, at);
    insertSorted(chat, at);
    this.sentTo.set(chatId, chat);
    return wait;
  }

  /** Drops what no window can count any more. */
  private forget(now: number): void {
    const horizon = now - MINUTE_MS;
    while (this.sent.length > 0 && this.sent[0] <= horizon) this.sent.shift();
    for (const [chatId, moments] of this.sentTo) {
      while (moments.length > 0 && moments[0] <= horizon) moments.shift();
      if (moments.length === 0) this.sentTo.delete(chatId);
    }
  }
}

function insertSorted(list: number[], value: number): void {
  let index = list.length;
  while (index > 0 && list[index - 1] > value) index -= 1;
  list.splice(index, 0, value);
}
