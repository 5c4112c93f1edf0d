import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

/**
 * A one-time code that connects the staff group (`/connect CODE` in the group): shown to the
 * owner in the back office, valid for a while (business time), used once.
 */
@Entity('telegram_connect_codes')
export class TelegramConnectCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 16 })
  code!: string;

  @Column({ name: 'created_at', ...timestampColumn })
  createdAt!: Date;

  @Column({ name: 'expires_at', ...timestampColumn })
  expiresAt!: Date;

  @Column({ name: 'used_at', ...timestampColumn, nullable: true })
  usedAt!: Date | null;

  /** The group it connected. */
  @Column({ name: 'used_chat_id', type: 'varchar', length: 32, nullable: true })
  usedChatId!: string | null;
}
