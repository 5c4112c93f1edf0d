import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { User } from './user.entity';

/** One row per issued access token (its JWT id); logout and password reset revoke rows. */
@Entity('sessions')
@Index(['userId'])
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'expires_at', ...timestampColumn })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', ...timestampColumn, nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}
