import { Injectable, Logger } from '@nestjs/common';
import { AbuseCounters } from '../cache/abuse-counters';
import { WindowLimit } from '../cache/sliding-windows';
import { Clock } from '../common/clock';

const HOUR_MS = 60 * 60 * 1000;
/** Enquiries per sliding hour from one client address, and for one contact e-mail. */
export const ENQUIRIES_PER_HOUR = 5;
const LIMITS: readonly WindowLimit[] = [{ limit: ENQUIRIES_PER_HOUR, windowMs: HOUR_MS }];

/** A place taken under both limits (give it back when the enquiry is not stored), or the wait until one fits. */
export type EnquiryPlace = { release: () => Promise<void> } | { waitMs: number };

/**
 * 5 enquiries an hour per client address and per contact e-mail, in the application's clock.
 * A place is reserved atomically under both keys before the enquiry is stored and given back if
 * it is not (AbuseCounters, shared by the instances). When the counters cannot be reached the
 * enquiry is not held up (a warning is logged).
 */
@Injectable()
export class EnquiryLimits {
  private readonly logger = new Logger('EnquiryLimits');

  constructor(
    private readonly clock: Clock,
    private readonly counters: AbuseCounters,
  ) {}

  async reserve(ip: string, email: string): Promise<EnquiryPlace> {
    const at = this.clock.now().getTime();
    const taken: Array<{ key: string; token: string }> = [];
    const release = async () => {
      await Promise.all(taken.map(({ key, token }) => this.counters.release(key, token))).catch((error: unknown) => {
        this.logger.warn(`Enquiry place not given back, its counters are unreachable: ${String(error)}`);
      });
    };
    for (const key of [`enquiries:ip:${ip}`, `enquiries:email:${email.trim().toLowerCase()}`]) {
      try {
        const reservation = await this.counters.reserve(key, at, LIMITS);
        if ('waitMs' in reservation) {
          await release();
          return { waitMs: reservation.waitMs };
        }
        taken.push({ key, token: reservation.token });
      } catch (error) {
        this.logger.warn(`Enquiry limit not checked, its counters are unreachable: ${String(error)}`);
      }
    }
    return { release };
  }
}
