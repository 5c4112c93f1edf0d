import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEFAULT_LATE_CHARGE_PERCENT,
  DEFAULT_LUNCH_CUTOFF,
  DEFAULT_LUNCH_WEEKDAYS,
  fromMinor,
  LUNCH_STATUS_LABELS,
  lunchTermsText,
  toMinor,
  toMoney,
} from '@bulbash/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { User } from '../auth/user.entity';
import { isoDate } from '../catalogue/catalogue.mappers';
import { likeContains } from '../common/query-transforms';
import { applyListQuery, fetchListPage, ListPage } from '../database/list-query';
import { forUpdate } from '../database/row-locks';
import { TransactionRunner } from '../database/transaction-runner';
import { contractWeekdays, LunchContract } from './lunch-contract.entity';
import { CreateLunchContractBody, LunchContractListQuery, LunchContractResponse, UpdateLunchContractBody } from './lunch-contract.dto';
import { LUNCH_CONTACT_IS_STAFF, LUNCH_CONTACT_NOT_FOUND, LUNCH_CONTRACT_NOT_FOUND, LUNCH_ENDS_BEFORE_START } from './lunch.messages';

const SORTABLE = {
  id: 'c.id',
  'company.name': 'c.companyName',
  status: 'c.status',
  starts_on: 'c.startsOn',
  ends_on: 'c.endsOn',
  headcount: 'c.headcount',
  price_per_person: 'c.pricePerPerson',
  delivery_time: 'c.deliveryTime',
  date_created: 'c.dateCreated',
};

/** What a contract's audit entry shows. */
const AUDITED = [
  'company',
  'contact_user_id',
  'contact_phone',
  'delivery_address',
  'weekdays',
  'delivery_time',
  'headcount',
  'price_per_person',
  'cutoff_time',
  'late_charge_percent',
  'po_number',
  'starts_on',
  'ends_on',
  'status',
] as const satisfies readonly (keyof LunchContractResponse)[];

const contactName = (user: User | undefined) => (user ? [user.surname, user.name].filter(Boolean).join(' ') : '');

/** The API's face of a contract (admin and the contact alike). */
export function toContractResponse(contract: LunchContract, contact: User | undefined): LunchContractResponse {
  const weekdays = contractWeekdays(contract);
  const price = toMoney(contract.pricePerPerson);
  return {
    id: contract.id,
    company: {
      name: contract.companyName ?? '',
      unp: contract.companyUnp ?? '',
      address: contract.companyAddress ?? '',
      account: contract.companyAccount ?? '',
      bic: contract.companyBic ?? '',
    },
    contact_user_id: contract.contactUserId,
    contact_email: contact?.email ?? null,
    contact_name: contactName(contact),
    contact_phone: contract.contactPhone,
    delivery_address: contract.deliveryAddress,
    weekdays,
    delivery_time: contract.deliveryTime,
    headcount: contract.headcount,
    price_per_person: price,
    cutoff_time: contract.cutoffTime,
    late_charge_percent: contract.lateChargePercent,
    po_number: contract.poNumber,
    starts_on: contract.startsOn,
    ends_on: contract.endsOn,
    status: contract.status,
    status_label: LUNCH_STATUS_LABELS[contract.status],
    terms: lunchTermsText({
      headcount: contract.headcount,
      weekdays,
      deliveryTime: contract.deliveryTime,
      deliveryAddress: contract.deliveryAddress,
      pricePerPerson: price,
      cutoffTime: contract.cutoffTime,
      lateChargePercent: contract.lateChargePercent,
    }),
    date_created: isoDate(contract.dateCreated),
    date_updated: isoDate(contract.dateUpdated),
  };
}

/**
 * Lunch contracts (issue 46): the back office creates, pauses and ends them (react-admin's REST
 * resource); the contact reads their own. Every write is one transaction with its audit entry.
 */
@Injectable()
export class LunchContractsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(query: LunchContractListQuery): Promise<ListPage<LunchContractResponse>> {
    const builder = this.dataSource.getRepository(LunchContract).createQueryBuilder('c');
    if (query.status !== undefined) builder.andWhere('c.status = :status', { status: query.status });
    if (query.contact_user_id !== undefined) builder.andWhere('c.contactUserId = :contact', { contact: query.contact_user_id });
    if (query.q !== undefined) builder.andWhere("LOWER(c.companyName) LIKE :q ESCAPE '!'", { q: likeContains(query.q.toLowerCase()) });
    applyListQuery(builder, query, { idColumn: 'c.id', sortable: SORTABLE, defaultSort: [['c.id', 'DESC']] });
    const { rows, total } = await fetchListPage(builder, query, 'c.id');
    return { rows: await this.responses(this.dataSource.manager, rows), total };
  }

  /** The contracts whose contact is this account, newest first. */
  async ofContact(userId: number): Promise<LunchContractResponse[]> {
    const rows = await this.dataSource.getRepository(LunchContract).find({ where: { contactUserId: userId }, order: { id: 'DESC' } });
    return this.responses(this.dataSource.manager, rows);
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<LunchContractResponse> {
    const contract = await manager.findOneBy(LunchContract, { id });
    if (!contract) throw new NotFoundException(LUNCH_CONTRACT_NOT_FOUND);
    return (await this.responses(manager, [contract]))[0];
  }

  /**
   * The contract row; another contact's (or a missing one) answers 404 alike. `lock`: FOR UPDATE on
   * MariaDB — every writer of a contract's days takes it first, so they run one at a time per
   * contract (the day rows' own unique-key locks would deadlock between concurrent inserts).
   */
  async row(id: number, contactUserId?: number, manager: EntityManager = this.dataSource.manager, lock = false): Promise<LunchContract> {
    const query = manager.createQueryBuilder(LunchContract, 'c').where('c.id = :id', { id });
    if (contactUserId !== undefined) query.andWhere('c.contactUserId = :contactUserId', { contactUserId });
    const contract = await (lock ? forUpdate(manager, query) : query).getOne();
    if (!contract) throw new NotFoundException(LUNCH_CONTRACT_NOT_FOUND);
    return contract;
  }

  create(body: CreateLunchContractBody): Promise<LunchContractResponse> {
    checkDates(body.starts_on, body.ends_on ?? null);
    return this.transactions.run(async (manager) => {
      await this.checkContact(manager, body.contact_user_id);
      const result = await manager.insert(LunchContract, {
        payerType: 'company',
        ...companyColumns(body.company),
        contactUserId: body.contact_user_id,
        contactPhone: body.contact_phone ?? null,
        deliveryAddress: body.delivery_address,
        weekdays: weekdayText(body.weekdays ?? [...DEFAULT_LUNCH_WEEKDAYS]),
        deliveryTime: body.delivery_time,
        headcount: body.headcount,
        pricePerPerson: fromMinor(toMinor(body.price_per_person)),
        cutoffTime: body.cutoff_time ?? DEFAULT_LUNCH_CUTOFF,
        lateChargePercent: body.late_charge_percent ?? DEFAULT_LATE_CHARGE_PERCENT,
        poNumber: body.po_number ?? null,
        startsOn: body.starts_on,
        endsOn: body.ends_on ?? null,
        status: body.status ?? 'active',
      });
      const id = Number(result.identifiers[0].id);
      const created = await this.get(id, manager);
      await AuditLog.record(manager, {
        entity: 'lunch_contract',
        entityId: id,
        action: 'create',
        changes: diffFields(null, created, AUDITED),
      });
      return created;
    });
  }

  update(id: number, body: UpdateLunchContractBody): Promise<LunchContractResponse> {
    return this.transactions.run(async (manager) => {
      const stored = await forUpdate(manager, manager.createQueryBuilder(LunchContract, 'c').where('c.id = :id', { id })).getOne();
      if (!stored) throw new NotFoundException(LUNCH_CONTRACT_NOT_FOUND);
      const before = (await this.responses(manager, [stored]))[0];
      const changes: Partial<LunchContract> = {};
      if (body.company !== undefined) Object.assign(changes, companyColumns(body.company));
      if (body.contact_user_id !== undefined && body.contact_user_id !== stored.contactUserId) {
        await this.checkContact(manager, body.contact_user_id);
        changes.contactUserId = body.contact_user_id;
      }
      if (body.contact_phone !== undefined) changes.contactPhone = body.contact_phone;
      if (body.delivery_address !== undefined) changes.deliveryAddress = body.delivery_address;
      if (body.weekdays !== undefined) changes.weekdays = weekdayText(body.weekdays);
      if (body.delivery_time !== undefined) changes.deliveryTime = body.delivery_time;
      if (body.headcount !== undefined) changes.headcount = body.headcount;
      if (body.price_per_person !== undefined) changes.pricePerPerson = fromMinor(toMinor(body.price_per_person));
      if (body.cutoff_time !== undefined) changes.cutoffTime = body.cutoff_time;
      if (body.late_charge_percent !== undefined) changes.lateChargePercent = body.late_charge_percent;
      if (body.po_number !== undefined) changes.poNumber = body.po_number;
      if (body.starts_on !== undefined) changes.startsOn = body.starts_on;
      if (body.ends_on !== undefined) changes.endsOn = body.ends_on;
      if (body.status !== undefined) changes.status = body.status;
      checkDates(changes.startsOn ?? stored.startsOn, changes.endsOn !== undefined ? changes.endsOn : stored.endsOn);
      if (Object.keys(changes).length > 0) await manager.update(LunchContract, { id }, changes);
      const after = await this.get(id, manager);
      const diff = diffFields(before, after, AUDITED);
      if (diff.length > 0) await AuditLog.record(manager, { entity: 'lunch_contract', entityId: id, action: 'update', changes: diff });
      return after;
    });
  }

  /** The contact must be a customer's account (not staff), still active. */
  private async checkContact(manager: EntityManager, userId: number): Promise<void> {
    const user = await manager.findOneBy(User, { id: userId });
    if (!user || user.deactivatedAt) throw new BadRequestException(`contact_user_id: ${LUNCH_CONTACT_NOT_FOUND}`);
    if (user.role) throw new BadRequestException(`contact_user_id: ${LUNCH_CONTACT_IS_STAFF}`);
  }

  private async responses(manager: EntityManager, rows: LunchContract[]): Promise<LunchContractResponse[]> {
    const ids = [...new Set(rows.map((row) => row.contactUserId))];
    const users = ids.length ? await manager.find(User, { where: { id: In(ids) } }) : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return rows.map((row) => toContractResponse(row, byId.get(row.contactUserId)));
  }
}

const weekdayText = (weekdays: number[]) => [...new Set(weekdays)].sort((a, b) => a - b).join(',');

const companyColumns = (company: CreateLunchContractBody['company']) => ({
  companyName: company.name,
  companyUnp: company.unp,
  companyAddress: company.address,
  companyAccount: company.account,
  companyBic: company.bic,
});

function checkDates(startsOn: string, endsOn: string | null): void {
  if (endsOn !== null && endsOn < startsOn) throw new BadRequestException(LUNCH_ENDS_BEFORE_START);
}
