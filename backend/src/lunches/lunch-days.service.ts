import { BadRequestException, ConflictException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import {
  closedReason,
  fromMinor,
  isLunchDay,
  lateChangeChargeMinor,
  lunchCutoffAt,
  lunchCutoffPassedText,
  lunchDayAmountMinor,
  lunchDayOpen,
  lunchDaysBetween,
  toMinor,
  toMinskIso,
  toMinskTime,
  toMoney,
} from '@bulbash/rules';
import { Between, DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { CapacityService } from '../capacity/capacity.service';
import { Clock } from '../common/clock';
import { HttpExceptionWithFields } from '../common/http-exception-with-fields';
import { TransactionRunner } from '../database/transaction-runner';
import { OrderAdminService } from '../orders/order-admin.service';
import { StatusActor } from '../orders/order-status-history';
import { contractSchedule, LunchContract } from './lunch-contract.entity';
import { LunchDay } from './lunch-day.entity';
import { LunchDayChangeBody, LunchDayResponse } from './lunch-day.dto';
import { lockDayRow } from './lunch-day-rows';
import { dayHeadcount, dayLock, dayResponse } from './lunch-day-view';
import { LunchContractsService } from './lunch-contracts.service';
import { LunchMenusService, MenuSet } from './lunch-menus.service';
import { dishQuantity } from './lunch-orders.service';
import {
  LUNCH_CONTRACT_ENDED,
  LUNCH_CONTRACT_PAUSED,
  LUNCH_DAYS_RANGE,
  LUNCH_FIELD_RULES,
  LUNCH_NOT_A_DAY,
  LUNCH_NOTHING_TO_CHANGE,
  lunchDayDone,
  lunchDayPast,
} from './lunch.messages';

export const MAX_LUNCH_DAYS_SPAN = 62;

/** What a day's audit entry shows (the day and the contract ride along as context). */
const AUDITED = ['headcount', 'skipped', 'set', 'diet_note'] as const satisfies readonly (keyof LunchDayResponse)[];

const daysApart = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The days of a lunch contract (issue 46): the calendar of the contact (their own contracts
 * only: another's is a 404) and of the manager, and their changes. The contact changes a day
 * until its cutoff (then 409 naming it); the manager may change it later, at the contract's late
 * terms (lateChangeChargeMinor of @bulbash/rules), the day's order following through the order
 * editor. Each change is one transaction with its audit entry.
 */
@Injectable()
export class LunchDaysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly contracts: LunchContractsService,
    private readonly menus: LunchMenusService,
    private readonly capacity: CapacityService,
    private readonly orders: OrderAdminService,
  ) {}

  /** The contract's days from..to (its weekdays within its dates). `contactUserId`: only the contact's own contract. */
  async days(contractId: number, from: string, to: string, contactUserId?: number): Promise<LunchDayResponse[]> {
    if (to < from || daysApart(from, to) >= MAX_LUNCH_DAYS_SPAN) throw new BadRequestException(LUNCH_DAYS_RANGE);
    const manager = this.dataSource.manager;
    const contract = await this.contracts.row(contractId, contactUserId, manager);
    const days = lunchDaysBetween(contractSchedule(contract), from, to);
    if (days.length === 0) return [];
    const [rows, sets, settings] = await Promise.all([
      manager.find(LunchDay, { where: { contractId, day: Between(from, to) } }),
      this.menus.setsBetween(manager, from, to),
      this.capacity.settings(),
    ]);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const now = this.clock.now();
    return days.map((day) =>
      dayResponse({ contract, day, row: byDay.get(day), sets: sets.get(day) ?? [], closedReason: closedReason(settings, day), now }),
    );
  }

  /** The contact's change of a day before its cutoff: 409 naming the cutoff after it, 404 for another's contract. */
  contactChange(userId: number, contractId: number, day: string, body: LunchDayChangeBody): Promise<LunchDayResponse> {
    return this.change(contractId, day, body, userId, null);
  }

  /** The manager's change of a day: before the cutoff as the contact's, after it at the late terms (until the day is over). */
  staffChange(contractId: number, day: string, body: LunchDayChangeBody, actor: StatusActor): Promise<LunchDayResponse> {
    return this.change(contractId, day, body, undefined, actor);
  }

  private async change(
    contractId: number,
    day: string,
    body: LunchDayChangeBody,
    contactUserId: number | undefined,
    staff: StatusActor | null,
  ): Promise<LunchDayResponse> {
    if (body.headcount === undefined && body.skipped === undefined && body.set === undefined && body.diet_note === undefined)
      throw new BadRequestException(LUNCH_NOTHING_TO_CHANGE);
    const settings = await this.capacity.settings();
    return this.transactions.run(async (manager) => {
      const contract = await this.contracts.row(contractId, contactUserId, manager, true);
      if (!isLunchDay(contractSchedule(contract), day)) throw new NotFoundException(LUNCH_NOT_A_DAY);
      const row = await lockDayRow(manager, contractId, day);
      const sets = (await this.menus.setsBetween(manager, day, day)).get(day) ?? [];
      const now = this.clock.now();
      const facts = { contract, day, row, sets, closedReason: closedReason(settings, day), now };
      const before = dayResponse(facts);
      if (staff) this.refuseStaff(contract, day, row, now);
      else {
        const lock = dayLock(facts);
        if (lock.state !== 'open') this.refuseContact(contract, day, lock.reason);
      }
      // After the cutoff (or once its order is made) a change is late: only the manager makes it, at the late terms.
      const open = lunchDayOpen(day, contract.cutoffTime, now) && row.outcome === null;
      if (body.set !== undefined && body.set !== null && !sets.some((set) => set.name === body.set))
        throw new BadRequestException(`set: ${LUNCH_FIELD_RULES.set}`);

      const closedWith = row.skipped ? 0 : dayHeadcount(contract, row);
      const changes: Partial<LunchDay> = {};
      if (body.headcount !== undefined) changes.headcount = body.headcount;
      if (body.skipped !== undefined) changes.skipped = body.skipped;
      if (body.set !== undefined) changes.setName = body.set;
      if (body.diet_note !== undefined) changes.dietNote = body.diet_note;
      const next = { ...row, ...changes } as LunchDay;
      if (!open) {
        // Late (the manager, after the cutoff): the dropped people cost the contract's late terms.
        const price = toMinor(toMoney(row.pricePerPerson ?? contract.pricePerPerson));
        const after = next.skipped ? 0 : dayHeadcount(contract, next);
        const charge = lateChangeChargeMinor({
          before: closedWith,
          after,
          pricePerPersonMinor: price,
          lateChargePercent: contract.lateChargePercent,
        });
        changes.lateCharge = fromMinor(toMinor(toMoney(row.lateCharge)) + charge);
        if (row.outcome === 'ordered' && row.orderId !== null)
          await this.followOrder(row.orderId, next, sets, after, price, toMinor(changes.lateCharge), staff!);
      }
      await manager.update(LunchDay, { id: row.id }, changes);
      const saved = await manager.findOneByOrFail(LunchDay, { id: row.id });
      const answer = dayResponse({ ...facts, row: saved });
      const diff = diffFields(before, answer, AUDITED);
      if (!open && toMinor(toMoney(saved.lateCharge)) !== toMinor(toMoney(row.lateCharge)))
        diff.push({ field: 'late_charge', old: toMoney(row.lateCharge), new: toMoney(saved.lateCharge) });
      if (diff.length)
        await AuditLog.record(manager, {
          entity: 'lunch_day',
          entityId: row.id,
          action: 'update',
          changes: [{ field: 'contract_id', old: contractId, new: contractId }, { field: 'date', old: day, new: day }, ...diff],
        });
      return answer;
    });
  }

  /** The contact's 409: past the cutoff it names the cutoff (and `cutoff_at`), else the day's reason. */
  private refuseContact(contract: LunchContract, day: string, reason: string | null): never {
    const cutoffText = lunchCutoffPassedText(day, contract.cutoffTime);
    if (reason === cutoffText)
      throw new HttpExceptionWithFields(HttpStatus.CONFLICT, cutoffText, {
        cutoff_at: toMinskIso(lunchCutoffAt(day, contract.cutoffTime)),
      });
    throw new ConflictException(reason ?? lunchDayDone(day));
  }

  /** The manager may change a day of an active contract until it is over, unless it closed without an order. */
  private refuseStaff(contract: LunchContract, day: string, row: LunchDay, now: Date): void {
    if (contract.status === 'paused') throw new ConflictException(LUNCH_CONTRACT_PAUSED);
    if (contract.status === 'ended') throw new ConflictException(LUNCH_CONTRACT_ENDED);
    if (day < toMinskTime(now).day) throw new ConflictException(lunchDayPast(day));
    if (row.outcome !== null && row.outcome !== 'ordered') throw new ConflictException(lunchDayDone(day));
  }

  /** The day's order follows a late change: cancelled when skipped, else its people, dishes and total (day amount + late charges). */
  private async followOrder(
    orderId: number,
    next: LunchDay,
    sets: readonly MenuSet[],
    headcount: number,
    priceMinor: number,
    lateMinor: number,
    actor: StatusActor,
  ): Promise<void> {
    if (headcount === 0) {
      await this.orders.update({ order_id: orderId, status: 'canceled' }, actor);
      return;
    }
    const set = sets.find((candidate) => candidate.name === next.setName) ?? sets[0];
    const lines = set?.lines.map((line) => ({ product_id: line.productId, quantity: dishQuantity(line.quantityPerPerson, headcount) }));
    await this.orders.update(
      {
        order_id: orderId,
        guests: headcount,
        ...(lines && lines.length ? { lines } : {}),
        total_cost: fromMinor(lunchDayAmountMinor(headcount, priceMinor) + lateMinor),
      },
      actor,
    );
  }

  /** One day's answer (after a change made elsewhere). */
  async day(contractId: number, day: string): Promise<LunchDayResponse> {
    const [answer] = await this.days(contractId, day, day);
    if (!answer) throw new NotFoundException(LUNCH_NOT_A_DAY);
    return answer;
  }
}
