import { minskDay } from '@bulbash/rules';
import { Injectable, Logger } from '@nestjs/common';
import { AbuseCounters } from '../cache/abuse-counters';
import { Clock } from '../common/clock';
import { FOREIGN_CONTACT_LETTERS_PER_DAY } from './order-limits';

/** A day's counts outlive the day a little, whatever the time zone of the store. */
const COUNT_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * How many order confirmations went to each address that is not the ordering account's own
 * e-mail, per Minsk day: a customer cannot make the shop mail a stranger over and over. The
 * counts are shared by the instances (AbuseCounters).
 */
@Injectable()
export class ContactMailQuota {
  private readonly logger = new Logger('ContactMailQuota');

  constructor(
    private readonly clock: Clock,
    private readonly counters: AbuseCounters,
  ) {}

  /**
   * Whether a letter to `to` may go out now; counts it when it may. The account's own address
   * is never capped; another one gets nothing while the counters cannot be reached.
   */
  async allow(to: string, accountEmail: string): Promise<boolean> {
    const address = to.trim().toLowerCase();
    if (address === accountEmail.trim().toLowerCase()) return true;
    const today = minskDay(this.clock.now());
    return this.counters.take(`letters:${today}:${address}`, FOREIGN_CONTACT_LETTERS_PER_DAY, COUNT_TTL_MS).catch((error: unknown) => {
      this.logger.warn(`Letter cap not checked, its counters are unreachable: ${String(error)}`);
      return false;
    });
  }
}
