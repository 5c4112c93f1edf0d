import { Injectable, Logger } from '@nestjs/common';
import { AbuseCounters } from '../cache/abuse-counters';
import { WindowLimit } from '../cache/sliding-windows';
import { Clock } from '../common/clock';

const HOUR_MS = 60 * 60 * 1000;
/** Messages (change requests and declines together) per sliding hour for one quote from one client address. */
export const QUOTE_MESSAGES_PER_HOUR = 5;
const LIMITS: readonly WindowLimit[] = [{ limit: QUOTE_MESSAGES_PER_HOUR, windowMs: HOUR_MS }];

/** A place taken (give it back when the message is refused), or the wait until one fits. */
export type QuoteMessagePlace = { release: () => Promise<void> } | { waitMs: number };

/**
 * 5 messages an hour per quote and client address through the customer's link («Нужны
 * изменения», «Отказаться»), as enquiries are limited: each one mails the shop and writes the
 * quote's history. Reserved atomically before the message is handled (AbuseCounters, shared by
 * the instances, in the application's clock) and given back when it is refused. When the
 * counters cannot be reached the customer is not held up (a warning is logged).
 */
@Injectable()
export class QuoteMessageLimits {
  private readonly logger = new Logger('QuoteMessageLimits');

  constructor(
    private readonly clock: Clock,
    private readonly counters: AbuseCounters,
  ) {}

  async reserve(token: string, ip: string): Promise<QuoteMessagePlace> {
    const key = `quote-messages:${token}:${ip}`;
    try {
      const reservation = await this.counters.reserve(key, this.clock.now().getTime(), LIMITS);
      if ('waitMs' in reservation) return { waitMs: reservation.waitMs };
      return {
        release: () =>
          this.counters.release(key, reservation.token).catch((error: unknown) => {
            this.logger.warn(`Quote message place not given back, its counters are unreachable: ${String(error)}`);
          }),
      };
    } catch (error) {
      this.logger.warn(`Quote message limit not checked, its counters are unreachable: ${String(error)}`);
      return { release: async () => undefined };
    }
  }
}
