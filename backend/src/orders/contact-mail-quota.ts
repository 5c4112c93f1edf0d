import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { FOREIGN_CONTACT_LETTERS_PER_DAY } from './order-limits';

const MINSK_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * How many order confirmations went to each address that is not the ordering account's own
 * e-mail, per Minsk day: a customer cannot make the shop mail a stranger over and over.
 */
@Injectable()
export class ContactMailQuota {
  private day = '';
  private readonly sent = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** Whether a letter to `to` may go out now; counts it when it may. The account's own address is never capped. */
  allow(to: string, accountEmail: string): boolean {
    const address = to.trim().toLowerCase();
    if (address === accountEmail.trim().toLowerCase()) return true;
    const today = new Date(this.clock.now().getTime() + MINSK_OFFSET_MS).toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.sent.clear();
    }
    const count = this.sent.get(address) ?? 0;
    if (count >= FOREIGN_CONTACT_LETTERS_PER_DAY) return false;
    this.sent.set(address, count + 1);
    return true;
  }
}
