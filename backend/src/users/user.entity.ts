import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';

@Entity('users')
export class User extends TimestampedEntity {
  /** Stored trimmed and lower-cased, so the unique index compares case-insensitively. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  surname!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /** True once the e-mail address is verified. */
  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;
}
