import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth/user.entity';
import { UniqueKey } from '../common/database-errors';
import { timestampColumn } from '../common/entity-columns';

export const TELEGRAM_LINK_USER_UNIQUE: UniqueKey = { table: 'telegram_links', columns: ['user_id'] };
export const TELEGRAM_LINK_CHAT_UNIQUE: UniqueKey = { table: 'telegram_links', columns: ['chat_id'] };

/**
 * A customer's Telegram chat: the account's order news go there. One chat per account and one
 * account per chat; made by `/start <token>` of a one-time link, removed by `/stop`, «Отключить»
 * on the site, or Telegram answering 403 (the customer blocked the bot).
 */
@Entity('telegram_links')
export class TelegramLink {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The private chat's id (the Telegram user's id). */
  @Index({ unique: true })
  @Column({ name: 'chat_id', type: 'varchar', length: 32 })
  chatId!: string;

  @Column({ name: 'linked_at', ...timestampColumn })
  linkedAt!: Date;
}
