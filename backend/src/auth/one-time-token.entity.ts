import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { User } from './user.entity';

/** verify_email, reset_password: e-mailed links; telegram_link: the `/start` token of a «Получать уведомления в Telegram» link. */
export type OneTimeTokenPurpose = 'verify_email' | 'reset_password' | 'telegram_link';

/** Single-use tokens of links (e-mailed, or Telegram's deep link); only their SHA-256 hash is stored. */
@Entity('one_time_tokens')
@Index(['userId', 'purpose'])
export class OneTimeToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  purpose!: OneTimeTokenPurpose;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @Column({ name: 'expires_at', ...timestampColumn })
  expiresAt!: Date;

  @Column({ name: 'used_at', ...timestampColumn, nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}
