import { BadRequestException, HttpStatus, Injectable } from '@nestjs/common';
import {
  bookingProblem,
  bookingProblemMessage,
  BookingProblem,
  CapacitySettings,
  closedReason,
  DayAvailability,
  dayAvailability,
  leadTimeNotice,
  loadProblem,
  DayBookings,
  nearestOpenDay,
  nextDay,
  NO_BOOKINGS,
  orderLoad,
  slotOf,
  toMinskTime,
} from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { HttpExceptionWithFields } from '../common/http-exception-with-fields';
import { TransactionRunner } from '../database/transaction-runner';
import { CapacityCache } from './capacity-cache';
import { CAPACITY_SETTINGS_ID, CapacitySettingsRow } from './capacity-settings.entity';
import { AVAILABILITY_RANGE, DUPLICATE_CLOSED_DATE, DUPLICATE_TIER, impossibleDate, OVERRIDE_NOTE } from './capacity.messages';
import { bookingsByDay, BookingsSource, loadLines } from './bookings';
import { closingDaysMessage, newlyClosedDays, ordersOnDays } from './closing-days';
import { AuditLog } from '../audit/audit-log.entity';
import { capacityAuditEntries } from './capacity-audit';

/** The availability endpoint answers at most this many days at once. */
export const MAX_AVAILABILITY_DAYS = 62;
/** How far ahead the nearest open day is looked for. */
const NEAREST_DAY_HORIZON = 366;

/** What the load of an order is computed from. */
export interface BookingLoad {
  guests: number | null;
  /** A new order's lines. */
  lines?: Array<{ productId: number | null; quantity: number }>;
  /** A stored order (its items are read when it has no guests). */
  orderId?: number;
}

/** A booking the orders domain asks about, inside its own transaction. */
export interface BookingRequest {
  /** null: the time is agreed by phone, nothing is counted. */
  deliveryAt: Date | null;
  /**
   * The order's load: a number, or its guests with its lines (product and quantity) or its id
   * (a stored order's items are read); see orderLoad in @bulbash/rules.
   */
  load: number | BookingLoad;
  /** The order's delivery time before this change: an unchanged time is not checked again. */
  currentDeliveryAt?: Date | string | null;
  /** The order being rescheduled: its own booking does not count against it. */
  excludeOrderId?: number;
  /** The back office: not bound by the shop's own time rules, may pass `force`. */
  staff?: boolean;
  /** An administrator's override: the refusal comes back as a history note instead of a 409. */
  force?: boolean;
  /**
   * The time stays, the load may grow (guests, dishes, a reopened order): only the day's guest
   * limit is checked (loadProblem), and an unchanged delivery time is checked all the same.
   */
  loadOnly?: boolean;
}

/** The fields of a settings change (a closed date's reason may be left out). */
export type SettingsPatch = Partial<Omit<CapacitySettings, 'closed_dates'>> & {
  closed_dates?: Array<{ date: string; reason?: string | null }>;
  /** Close days that hold orders anyway (else such a change is a 409 listing them). */
  confirm?: boolean;
};

export interface CalendarDay {
  date: string;
  guests: number;
  orders: number;
  closed_reason: string | null;
}

const toSettings = (row: CapacitySettingsRow): CapacitySettings => ({
  max_guests_per_day: row.maxGuestsPerDay,
  max_orders_per_slot: row.maxOrdersPerSlot,
  closed_weekdays: row.closedWeekdays,
  closed_dates: row.closedDates,
  lead_time_tiers: row.leadTimeTiers,
});

/** 'YYYY-MM-DD' that exists, else 400 naming the field. */
function checkDay(day: string, field: string): string {
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) throw new BadRequestException(impossibleDate(field, day));
  return day;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The kitchen's capacity: its settings, what is booked per day and slot (read from the orders,
 * canceled ones excluded), the public availability, and the one check the orders domain calls
 * inside its transaction before it writes a delivery time (assertBookable).
 */
@Injectable()
export class CapacityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly cache: CapacityCache,
  ) {}

  private bookings?: BookingsSource;

  /** The orders domain hands over its bookings reader at start (capacity sits below orders). */
  useBookings(source: BookingsSource): void {
    this.bookings = source;
  }

  private source(): BookingsSource {
    if (!this.bookings) throw new Error('CapacityService: no bookings source (the orders module gives it one at start)');
    return this.bookings;
  }

  settings(): Promise<CapacitySettings> {
    return this.cache.get('settings', () => this.readSettings(this.dataSource.manager));
  }

  /**
   * Applies the given fields (the rest stay); lists are stored sorted. 400 for duplicates. Closing
   * a day (a date or a weekday, from today on) that holds orders that are not canceled is a 409
   * listing them (`orders`: id, date, time, guests) unless `confirm` is true; nothing is saved.
   */
  async updateSettings(patch: SettingsPatch): Promise<CapacitySettings> {
    if (patch.closed_dates) {
      for (const entry of patch.closed_dates) checkDay(entry.date, 'closed_dates');
      if (new Set(patch.closed_dates.map((entry) => entry.date)).size !== patch.closed_dates.length)
        throw new BadRequestException(DUPLICATE_CLOSED_DATE);
    }
    if (patch.lead_time_tiers && new Set(patch.lead_time_tiers.map((tier) => tier.min_guests)).size !== patch.lead_time_tiers.length)
      throw new BadRequestException(DUPLICATE_TIER);
    const saved = await this.transactions.run(async (manager) => {
      const row = await this.lockedSettingsRow(manager);
      const before = toSettings(row);
      if (patch.max_guests_per_day !== undefined) row.maxGuestsPerDay = patch.max_guests_per_day;
      if (patch.max_orders_per_slot !== undefined) row.maxOrdersPerSlot = patch.max_orders_per_slot;
      if (patch.closed_weekdays) row.closedWeekdays = [...new Set(patch.closed_weekdays)].sort((a, b) => a - b);
      if (patch.closed_dates)
        row.closedDates = patch.closed_dates
          .map((entry) => ({ date: entry.date, reason: entry.reason?.trim() || null }))
          .sort((a, b) => a.date.localeCompare(b.date));
      if (patch.lead_time_tiers)
        row.leadTimeTiers = patch.lead_time_tiers
          .map((tier) => ({ min_guests: tier.min_guests, hours: tier.hours }))
          .sort((a, b) => a.min_guests - b.min_guests);
      if (!patch.confirm) {
        const closing = newlyClosedDays(before, toSettings(row), toMinskTime(this.clock.now()).day);
        const orders = await ordersOnDays(this.source(), manager, closing);
        if (orders.length) throw new HttpExceptionWithFields(HttpStatus.CONFLICT, closingDaysMessage(orders), { orders });
      }
      await manager.getRepository(CapacitySettingsRow).save(row);
      await AuditLog.recordMany(manager, capacityAuditEntries(before, toSettings(row)));
      return toSettings(row);
    });
    this.cache.invalidate();
    return saved;
  }

  /** Every day from..to (inclusive, at most 62) for an order of `guests` placed now. */
  async availability(from: string, to: string, guests: number): Promise<{ days: DayAvailability[]; notice: string | null }> {
    checkDay(from, 'from');
    checkDay(to, 'to');
    const span = daysBetween(from, to);
    if (span < 0 || span >= MAX_AVAILABILITY_DAYS) throw new BadRequestException(AVAILABILITY_RANGE);
    const [settings, booked] = await Promise.all([this.settings(), this.cachedBookings(from, to)]);
    const now = this.clock.now();
    const days: DayAvailability[] = [];
    for (let day = from, step = 0; step <= span; step += 1, day = nextDay(day)) {
      days.push(dayAvailability(day, now, guests, settings, booked.get(day) ?? NO_BOOKINGS));
    }
    return { days, notice: leadTimeNotice(settings, guests) };
  }

  /** The back office's month: guests booked and orders per day, closed days with their reason. */
  async calendar(month: string): Promise<{ month: string; max_guests_per_day: number; days: CalendarDay[] }> {
    const first = checkDay(`${month}-01`, 'month');
    const days: string[] = [];
    for (let day = first; day.startsWith(month); day = nextDay(day)) days.push(day);
    const last = days[days.length - 1];
    const [settings, rows] = await Promise.all([
      this.settings(),
      this.cache.get(`calendar|${month}`, () => this.source().readBookings(this.dataSource.manager, first, last, {})),
    ]);
    const booked = bookingsByDay(rows);
    const orders = new Map<string, number>();
    for (const row of rows) orders.set(row.day, (orders.get(row.day) ?? 0) + 1);
    return {
      month,
      max_guests_per_day: settings.max_guests_per_day,
      days: days.map((date) => ({
        date,
        guests: booked.get(date)?.guests ?? 0,
        orders: orders.get(date) ?? 0,
        closed_reason: closedReason(settings, date),
      })),
    };
  }

  /**
   * Refuses (409, Russian detail with the nearest open day) a delivery time the kitchen cannot
   * take: closed day, full day or slot, too little notice. Call it inside the transaction that
   * writes the order, before the write: it takes the lock that serialises bookings (the settings
   * row FOR UPDATE on MySQL/MariaDB; SQLite transactions are already one at a time) and counts
   * with locking reads, so two bookings of the last place cannot both pass. With `force` nothing
   * is thrown: the answer is the override's note for the order's history (null when nothing was
   * overridden).
   */
  async assertBookable(manager: EntityManager, request: BookingRequest): Promise<string | null> {
    if (!request.deliveryAt) return null;
    if (!request.loadOnly && request.currentDeliveryAt && new Date(request.currentDeliveryAt).getTime() === request.deliveryAt.getTime())
      return null;
    const settings = toSettings(await this.lockedSettingsRow(manager));
    const load = await this.loadOf(manager, request.load);
    const now = this.clock.now();
    const { day } = slotOf(request.deliveryAt);
    const options = { excludeOrderId: request.excludeOrderId, lock: true };
    const booked = bookingsByDay(await this.source().readBookings(manager, day, day, options)).get(day) ?? NO_BOOKINGS;
    const problem = request.loadOnly
      ? loadProblem(load, settings, booked)
      : bookingProblem(request.deliveryAt, now, load, settings, booked, request.staff ?? false);
    if (!problem) return null;
    const refusal = await this.refusal(manager, problem, request.deliveryAt, load, settings, options);
    if (!request.force) throw refusal.error;
    return `${OVERRIDE_NOTE}: ${refusal.message}`;
  }

  /**
   * An enquiry's event time on a day the kitchen does not work (closed weekday or date): 409 with
   * the reason and the nearest open day for its head count (`reason`, `next_open_day`). Full days
   * and lead times are the quote's to settle; the acceptance checks them (assertBookable).
   */
  async assertOpenDay(eventAt: Date, guests: number): Promise<void> {
    const settings = await this.settings();
    if (closedReason(settings, slotOf(eventAt).day) === null) return;
    throw (await this.refusal(this.dataSource.manager, 'closed', eventAt, Math.max(1, guests), settings, {})).error;
  }

  /** The 409 of a refused booking: the detail names the problem and the nearest open day, also sent as fields. */
  private async refusal(
    manager: EntityManager,
    problem: BookingProblem,
    deliveryAt: Date,
    load: number,
    settings: CapacitySettings,
    options: { excludeOrderId?: number; lock?: boolean },
  ): Promise<{ message: string; error: HttpExceptionWithFields }> {
    const now = this.clock.now();
    const { day } = slotOf(deliveryAt);
    const today = toMinskTime(now).day;
    const from = day > today ? day : today;
    const horizon = bookingsByDay(await this.source().readBookings(manager, from, addDays(from, NEAREST_DAY_HORIZON - 1), options));
    const nearest = nearestOpenDay(from, now, load, settings, (date) => horizon.get(date) ?? NO_BOOKINGS, NEAREST_DAY_HORIZON);
    const message = bookingProblemMessage(problem, deliveryAt, settings, load, nearest);
    const fields = { reason: problem === 'closed' ? closedReason(settings, day) : null, next_open_day: nearest };
    return { message, error: new HttpExceptionWithFields(HttpStatus.CONFLICT, message, fields) };
  }

  /** The load of an order: max(its guests, what its lines feed), see orderLoad in @bulbash/rules. */
  async loadOf(manager: EntityManager, load: number | BookingLoad): Promise<number> {
    if (typeof load === 'number') return Math.max(1, load);
    if (load.lines) return orderLoad(load.guests, await loadLines(manager, load.lines));
    if (load.orderId !== undefined)
      return (
        (await this.source().orderLoads(manager, [{ id: load.orderId, guests: load.guests }], true)).get(load.orderId) ??
        orderLoad(load.guests, [])
      );
    return orderLoad(load.guests, []);
  }

  private async cachedBookings(from: string, to: string): Promise<Map<string, DayBookings>> {
    return bookingsByDay(
      await this.cache.get(`bookings|${from}|${to}`, () => this.source().readBookings(this.dataSource.manager, from, to, {})),
    );
  }

  private async readSettings(manager: EntityManager): Promise<CapacitySettings> {
    return toSettings(await manager.getRepository(CapacitySettingsRow).findOneByOrFail({ id: CAPACITY_SETTINGS_ID }));
  }

  /** The settings row, locked for this transaction on MySQL/MariaDB. */
  private lockedSettingsRow(manager: EntityManager): Promise<CapacitySettingsRow> {
    const query = manager.getRepository(CapacitySettingsRow).createQueryBuilder('s').where('s.id = :id', { id: CAPACITY_SETTINGS_ID });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    return query.getOneOrFail();
  }
}

function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}
