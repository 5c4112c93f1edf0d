import type { StaffRole } from '@bulbash/rules';
import { Column, Entity, Index } from 'typeorm';
import { UniqueKey } from '../common/database-errors';
import { timestampColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';

/** A company's requisites as last given at checkout, offered again next time. */
export interface CompanyPayer {
  name: string;
  unp: string;
  address: string;
  account: string;
  bic: string;
}

/** The unique index on users.email: breaking it (and only it) means "e-mail already registered". */
export const USER_EMAIL_UNIQUE: UniqueKey = { table: 'users', columns: ['email'] };

@Entity('users')
export class User extends TimestampedEntity {
  /**
   * Stored trimmed and lower-cased, so the unique index compares case-insensitively. Null only for
   * a customer the order desk wrote down by phone without an e-mail (no sign-in, no letters).
   */
  @Column({ type: 'varchar', length: 254, unique: true, nullable: true })
  email!: string | null;

  /** '375XXXXXXXXX': the phone the order desk wrote down (the account's own; orders keep theirs). */
  @Index('IDX_users_phone')
  @Column({ type: 'varchar', length: 12, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  surname!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /** True once the e-mail address is verified. */
  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;

  /** The staff role (rules' staff-permissions); null for a customer. */
  @Index('IDX_users_role')
  @Column({ type: 'varchar', length: 16, nullable: true })
  role!: StaffRole | null;

  /**
   * When the owner deactivated this staff account (null: active). A deactivated account keeps its
   * role for the staff list but cannot sign in, and its sessions were revoked.
   */
  @Column({ name: 'deactivated_at', ...timestampColumn, nullable: true })
  deactivatedAt!: Date | null;

  /** The company requisites of the customer's last company order (prefilled at checkout); null when none. */
  @Column({ name: 'company_payer', type: 'simple-json', nullable: true })
  companyPayer!: CompanyPayer | null;

  /** Every staff role is an administrator for old clients (`is_admin` in answers). */
  get isAdmin(): boolean {
    return this.role !== null && this.role !== undefined;
  }
}
