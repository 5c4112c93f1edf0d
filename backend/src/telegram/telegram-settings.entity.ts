import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

export const TELEGRAM_SETTINGS_ID = 1;

/**
 * The shop's Telegram settings: one row (id 1), written when a group is connected or the events
 * are chosen; until then no group and every event on. `events` holds the chosen codes
 * (TELEGRAM_EVENTS of @bulbash/rules), comma-separated.
 */
@Entity('telegram_settings')
export class TelegramSettings {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  /** The staff group's chat id (negative for groups), null until `/connect`. */
  @Column({ name: 'group_chat_id', type: 'varchar', length: 32, nullable: true })
  groupChatId!: string | null;

  @Column({ name: 'group_title', type: 'varchar', length: 255, nullable: true })
  groupTitle!: string | null;

  @Column({ name: 'group_connected_at', ...timestampColumn, nullable: true })
  groupConnectedAt!: Date | null;

  @Column({ type: 'varchar', length: 500 })
  events!: string;
}
