import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

/**
 * An update from Telegram the bot has handled, written in the transaction of what it changed:
 * Telegram delivers an update again when it did not get a 200 in time, and a second delivery
 * of a handled one must change nothing and reply nothing. Kept for a few days (TelegramBot).
 */
@Entity('telegram_updates')
export class TelegramUpdateRecord {
  /** Telegram's `update_id` (unique and increasing per bot). */
  @PrimaryColumn({ name: 'update_id', type: 'bigint' })
  updateId!: string;

  @Index()
  @Column({ name: 'handled_at', ...timestampColumn })
  handledAt!: Date;
}
