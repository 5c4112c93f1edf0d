import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UniqueKey } from '../common/database-errors';
import { timestampColumn } from '../common/entity-columns';

export const TELEGRAM_NOTICE_UNIQUE: UniqueKey = { table: 'telegram_notices', columns: ['notice_key'] };

/**
 * A scheduled Telegram message that was written (the 18:00 summary of a day, «готовим ваш заказ»
 * of an order): its key is unique, so of two ticks at once (two instances) only one records it,
 * and only that one's message reaches the outbox (the same transaction).
 */
@Entity('telegram_notices')
export class TelegramNotice {
  @PrimaryGeneratedColumn()
  id!: number;

  /** `summary:2026-12-05`, `preparing:42`. */
  @Index({ unique: true })
  @Column({ name: 'notice_key', type: 'varchar', length: 100 })
  key!: string;

  @Column({ name: 'created_at', ...timestampColumn })
  createdAt!: Date;
}
