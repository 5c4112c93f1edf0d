import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { closedReason, isLunchDay, lunchCutoffAt, lunchDeliveryAt, nextLunchDay, shiftDay, toMinskTime } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { CapacityService } from '../capacity/capacity.service';
import { Clock } from '../common/clock';
import { StatusActor } from '../orders/order-status-history';
import { TaskRunner } from '../scheduling/scheduled-task';
import { contractSchedule, LunchContract } from './lunch-contract.entity';
import { LunchDay } from './lunch-day.entity';
import { LunchOrders } from './lunch-orders.service';
import { LunchClosedDay } from './lunch-statement.dto';

export const LUNCH_CUTOFF_TASK = 'lunch-cutoff';
/** The job runs at least this often: a day's order is made within 5 minutes of its cutoff. */
export const LUNCH_CUTOFF_EVERY_MS = 5 * 60_000;

/**
 * The cutoff job (issue 46): every 5 minutes, once across instances (scheduling/), each active
 * contract's days whose cutoff has passed and whose lunch is still ahead become orders (or are
 * closed without one). Idempotent: a day already closed is left as it is, so a second tick, a
 * late one or a second instance changes nothing. The manager's «close the next day now» is the
 * same work for the next day before its cutoff.
 */
@Injectable()
export class LunchCutoff implements OnModuleInit {
  private readonly logger = new Logger('LunchCutoff');

  constructor(
    private readonly dataSource: DataSource,
    private readonly runner: TaskRunner,
    private readonly clock: Clock,
    private readonly capacity: CapacityService,
    private readonly orders: LunchOrders,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: LUNCH_CUTOFF_TASK, everyMs: LUNCH_CUTOFF_EVERY_MS, run: async () => void (await this.closeDue()) });
  }

  /** Closes every day whose cutoff has passed (today's and tomorrow's can be: the cutoff is the day before). */
  async closeDue(): Promise<LunchClosedDay[]> {
    const now = this.clock.now();
    const today = toMinskTime(now).day;
    const candidates = [today, shiftDay(today, 1)];
    return this.closeWhere(now, (contract) =>
      candidates.filter((day) => now.getTime() >= lunchCutoffAt(day, contract.cutoffTime).getTime()),
    );
  }

  /**
   * The manager's early close (`run-cutoff`): the given day, or each active contract's next day
   * after today, closed now whatever its cutoff; then everything already due, as the job would.
   */
  async closeEarly(day: string | null, actor: StatusActor): Promise<LunchClosedDay[]> {
    const now = this.clock.now();
    const today = toMinskTime(now).day;
    const early = await this.closeWhere(
      now,
      (contract) => {
        const chosen = day ?? nextLunchDay(contractSchedule(contract), today);
        return chosen && chosen >= today ? [chosen] : [];
      },
      actor,
    );
    const due = await this.closeDue();
    const seen = new Set(early.map((entry) => `${entry.contract_id}:${entry.date}`));
    return [...early, ...due.filter((entry) => !seen.has(`${entry.contract_id}:${entry.date}`))];
  }

  private async closeWhere(
    now: Date,
    daysOf: (contract: LunchContract) => string[],
    actor: StatusActor | null = null,
  ): Promise<LunchClosedDay[]> {
    const contracts = await this.dataSource.getRepository(LunchContract).find({ where: { status: 'active' }, order: { id: 'ASC' } });
    const settings = await this.capacity.settings();
    const results: LunchClosedDay[] = [];
    for (const contract of contracts) {
      const schedule = contractSchedule(contract);
      const days = daysOf(contract).filter(
        (day) => isLunchDay(schedule, day) && lunchDeliveryAt(day, contract.deliveryTime).getTime() > now.getTime(),
      );
      if (days.length === 0) continue;
      const rows = await this.dataSource.getRepository(LunchDay).find({ where: days.map((day) => ({ contractId: contract.id, day })) });
      const closed = new Map(rows.filter((row) => row.outcome !== null).map((row) => [row.day, row]));
      for (const day of days) {
        const done = closed.get(day);
        // Closed before: answered as it is, no transaction (closeDay's lock decides every other case).
        if (done?.outcome) {
          results.push({
            contract_id: contract.id,
            date: day,
            outcome: done.outcome,
            order_id: done.orderId,
            note: done.outcomeNote,
            closed_now: false,
          });
          continue;
        }
        try {
          results.push(await this.orders.closeDay(contract, day, closedReason(settings, day), actor));
        } catch (error) {
          // One day's failure does not stop the others; the next tick tries it again.
          this.logger.error(`Contract ${contract.id}, ${day}: not closed`, error instanceof Error ? error.stack : String(error));
          if (actor) throw error;
        }
      }
    }
    return results;
  }
}
