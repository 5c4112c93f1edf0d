import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ROLE_PERMISSIONS, STAFF_ROLE_LABELS, StaffRole } from '@bulbash/rules';
import { DataSource, EntityManager, IsNull, SelectQueryBuilder } from 'typeorm';
import { AccountMailService } from '../auth/account-mail.service';
import { OneTimeTokenService } from '../auth/one-time-token.service';
import { TokenService } from '../auth/token.service';
import { User, USER_EMAIL_UNIQUE } from '../auth/user.entity';
import { isUniqueViolation } from '../common/database-errors';
import { ListPage, runListQuery } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { TransactionRunner } from '../database/transaction-runner';
import { CreateStaffBody, StaffListQuery, StaffResponse, UpdateStaffBody } from './staff.dto';
import { STAFF_INVITE_HOURS, STAFF_MESSAGES } from './staff.messages';
import { AuditLog } from '../audit/audit-log.entity';
import { change, diffFields } from '../audit/audit-changes';

/** What a staff entry of the audit log shows (never the password hash). */
const STAFF_AUDIT_FIELDS = ['email', 'name', 'surname', 'role', 'phone'] as const satisfies readonly (keyof User)[];

/** The password hash of an account nobody can sign in to until the set-password link is used. */
const NO_PASSWORD = '!no-password';
const HOUR_MS = 60 * 60 * 1000;

export function toStaffResponse(user: User): StaffResponse {
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name,
    surname: user.surname,
    role: user.role!,
    phone: user.phone,
    active: user.deactivatedAt === null,
    date_created: user.dateCreated.toISOString(),
  };
}

/** «name surname email» as one string (as the customers list searches). */
function searchText(builder: SelectQueryBuilder<User>): string {
  return builder.connection.options.type === 'better-sqlite3'
    ? `u.name || ' ' || u.surname || ' ' || COALESCE(u.email, '')`
    : `CONCAT_WS(' ', u.name, u.surname, u.email)`;
}

/** Whether the new role lacks something the old one may do (a demotion ends the person's sessions). */
export function takesAwayPermission(from: StaffRole, to: StaffRole): boolean {
  const before = ROLE_PERMISSIONS[from];
  const after = ROLE_PERMISSIONS[to];
  return Object.entries(before).some(([resource, actions]) =>
    (actions ?? []).some((action) => !(after[resource as keyof typeof after] ?? []).includes(action)),
  );
}

/**
 * Staff accounts (users with a role), the owner's to manage. Each change is one method and one
 * transaction: create (a new account or a customer given a role, with the set-password letter in
 * the outbox), update (name, role, active) and deactivate. Deactivating or demoting revokes the
 * person's sessions in the same transaction; the last active owner stays (409).
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly tokens: TokenService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly accountMail: AccountMailService,
  ) {}

  async list(query: StaffListQuery): Promise<ListPage<StaffResponse>> {
    const builder = this.dataSource.getRepository(User).createQueryBuilder('u').where('u.role IS NOT NULL');
    if (query.q) whereContains(builder, searchText(builder), query.q, 'q');
    if (query.role) builder.andWhere('u.role = :role', { role: query.role });
    if (query.active !== undefined) builder.andWhere(query.active ? 'u.deactivatedAt IS NULL' : 'u.deactivatedAt IS NOT NULL');
    const { rows, total } = await runListQuery(builder, query, {
      idColumn: 'u.id',
      sortable: {
        id: 'u.id',
        email: 'u.email',
        name: 'u.name',
        surname: 'u.surname',
        role: 'u.role',
        active: 'u.deactivatedAt',
        date_created: 'u.dateCreated',
      },
      defaultSort: [['u.id', 'ASC']],
    });
    return { rows: rows.map(toStaffResponse), total };
  }

  async get(id: number): Promise<StaffResponse> {
    return toStaffResponse(await this.staffMember(this.dataSource.manager, id));
  }

  /** A new account, or a customer's account given the role; either way the set-password letter (72 h). */
  async create(body: CreateStaffBody): Promise<StaffResponse> {
    try {
      return await this.transactions.run(async (manager) => {
        const users = manager.getRepository(User);
        const existing = await users.findOne({ where: { email: body.email } });
        let user: User;
        if (existing) {
          if (existing.role !== null) throw new ConflictException(STAFF_MESSAGES.alreadyStaff);
          const claimed = await users.update(
            { id: existing.id, role: IsNull() },
            { role: body.role, deactivatedAt: null, ...(body.phone !== undefined ? { phone: body.phone } : {}) },
          );
          if (claimed.affected !== 1) throw new ConflictException(STAFF_MESSAGES.alreadyStaff);
          user = await users.findOneByOrFail({ id: existing.id });
        } else {
          const { identifiers } = await users.insert({
            email: body.email,
            name: body.name,
            surname: body.surname,
            passwordHash: NO_PASSWORD,
            isActive: false,
            role: body.role,
            phone: body.phone ?? null,
            deactivatedAt: null,
          });
          user = await users.findOneByOrFail({ id: Number(identifiers[0].id) });
        }
        await this.oneTimeTokens.consumeAll(manager, user.id, 'reset_password');
        const token = await this.oneTimeTokens.create(manager, user.id, 'reset_password', STAFF_INVITE_HOURS * HOUR_MS);
        await this.accountMail.sendStaffInvite(user, STAFF_ROLE_LABELS[body.role], token, STAFF_INVITE_HOURS, existing !== null);
        await AuditLog.record(manager, {
          entity: 'staff',
          entityId: user.id,
          action: 'create',
          changes: diffFields<User>(existing, user, STAFF_AUDIT_FIELDS),
        });
        return toStaffResponse(user);
      });
    } catch (error) {
      // Another request made the same account at the same moment.
      if (isUniqueViolation(error, USER_EMAIL_UNIQUE)) throw new ConflictException(STAFF_MESSAGES.alreadyStaff);
      throw error;
    }
  }

  /** Name, surname, role, active, phone: the fields sent. Demoting or deactivating revokes the person's sessions. */
  async update(id: number, body: UpdateStaffBody): Promise<StaffResponse> {
    return this.transactions.run(async (manager) => {
      const user = await this.staffMember(manager, id);
      const role = body.role ?? user.role!;
      const deactivate = body.active === false && user.deactivatedAt === null;
      const activate = body.active === true && user.deactivatedAt !== null;
      const demoted = role !== user.role && takesAwayPermission(user.role!, role);
      if ((deactivate || role !== 'owner') && user.role === 'owner' && user.deactivatedAt === null) {
        await this.keepAnOwner(manager, user.id);
      }
      const changes: Partial<User> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.surname !== undefined) changes.surname = body.surname;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (role !== user.role) changes.role = role;
      if (deactivate) changes.deactivatedAt = new Date();
      if (activate) changes.deactivatedAt = null;
      if (Object.keys(changes).length > 0) await manager.getRepository(User).update({ id }, changes);
      if (deactivate || demoted) await this.tokens.revokeAllForUser(id, manager);
      const after = await manager.getRepository(User).findOneByOrFail({ id });
      await AuditLog.record(manager, {
        entity: 'staff',
        entityId: id,
        action: 'update',
        changes: [
          ...diffFields<User>(user, after, STAFF_AUDIT_FIELDS),
          ...change('active', user.deactivatedAt === null, after.deactivatedAt === null),
        ],
      });
      return toStaffResponse(after);
    });
  }

  /** DELETE: deactivation (the account and its history stay). */
  async deactivate(id: number): Promise<StaffResponse> {
    return this.update(id, { active: false });
  }

  private async staffMember(manager: EntityManager, id: number): Promise<User> {
    const user = await manager.getRepository(User).findOne({ where: { id } });
    if (!user || user.role === null) throw new NotFoundException(STAFF_MESSAGES.notFound);
    return user;
  }

  /**
   * 409 unless an active owner other than `leaving` remains. The active owners are read FOR UPDATE
   * on MySQL/MariaDB (in id order), so two owners demoting each other at once cannot both pass;
   * SQLite transactions already run one at a time.
   */
  private async keepAnOwner(manager: EntityManager, leaving: number): Promise<void> {
    const query: SelectQueryBuilder<User> = manager
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id')
      .where("u.role = 'owner' AND u.deactivatedAt IS NULL")
      .orderBy('u.id', 'ASC');
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const owners = await query.getMany();
    if (!owners.some((owner) => owner.id !== leaving)) throw new ConflictException(STAFF_MESSAGES.lastOwner);
  }
}
