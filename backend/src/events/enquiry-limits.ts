import { Injectable, Logger } from '@nestjs/common';
import { AbuseCounters } from '../cache/abuse-counters';
import { Clock } from '../common/clock';
import { slidingWindowWait } from '../orders/sliding-windows';

const HOUR_MS = 60 * 60 * 1000;
/** Enquiries per sliding hour from one client address, and for one contact e-mail. */
export const ENQUIRIES_PER_HOUR = 5;
const LIMITS = [{ limit: ENQUIRIES_PER_HOUR, windowMs: HOUR_MS }] as const;

/**
 * 5 enquiries an hour per client address and per contact e-mail, in the application's clock.
 * Checked before an enquiry is stored and counted once it is; shared by the instances
 * (AbuseCounters). When the counters cannot be reached the enquiry is not held up.
 */
@Injectable()
export class EnquiryLimits {
  private readonly logger = new Logger('EnquiryLimits');

  constructor(
    private readonly clock: Clock,
    private readonly counters: AbuseCounters,
  ) {}

  private keys(ip: string, email: string): string[] {
    return [`enquiries:ip:${ip}`, `enquiries:email:${email.trim().toLowerCase()}`];
  }

  /** Milliseconds until one more enquiry fits under both limits; 0 when it fits now. */
  async wait(ip: string, email: string): Promise<number> {
    const now = this.clock.now().getTime();
    try {
      const waits = await Promise.all(
        this.keys(ip, email).map(async (key) => slidingWindowWait(await this.counters.eventsSince(key, now - HOUR_MS), now, LIMITS)),
      );
      return Math.max(...waits);
    } catch (error) {
      this.logger.warn(`Enquiry limit not checked, its counters are unreachable: ${String(error)}`);
      return 0;
    }
  }

  async record(ip: string, email: string): Promise<void> {
    const now = this.clock.now().getTime();
    await Promise.all(this.keys(ip, email).map((key) => this.counters.record(key, now, HOUR_MS))).catch((error: unknown) => {
      this.logger.warn(`Enquiry not counted, its counters are unreachable: ${String(error)}`);
    });
  }
}
