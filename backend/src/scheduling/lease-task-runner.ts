import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { leaseOwner, releaseLeases, takeLease } from './named-lease';
import { ScheduledTask, TaskRunner } from './scheduled-task';

/** A lease outlives two missed ticks, so a holder that died is replaced within about three ticks. */
const LEASE_TICKS = 2.5;

/**
 * Scheduled tasks without Redis: every instance ticks on its own timer, and a tick runs the task
 * only in the instance holding the task's lease (`scheduler_leases`). Taking or renewing the lease
 * is one UPDATE whose condition (free, expired or ours) is checked by the database row lock, so
 * two instances never both hold it. Leases measure real time (the host's clock), not the business
 * Clock that tests move: they are about processes being alive, not about due days.
 */
export class LeaseTaskRunner extends TaskRunner {
  private readonly logger = new Logger('Scheduler');
  private readonly owner = leaseOwner();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  start(): void {
    for (const task of this.tasks.values()) {
      const timer = setInterval(() => void this.tick(task), task.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.splice(0).forEach(clearInterval);
    await Promise.allSettled([...this.running]);
    // Give the leases back, so another instance takes over at its next tick.
    await releaseLeases(this.dataSource, this.owner).catch(() => undefined);
  }

  runOnce(name: string): Promise<boolean> {
    return this.tick(this.task(name), true);
  }

  /** Takes or renews the lease; true when this instance holds it now. */
  acquire(task: ScheduledTask): Promise<boolean> {
    return takeLease(this.dataSource, task.name, this.owner, task.everyMs * LEASE_TICKS);
  }

  private async tick(task: ScheduledTask, rethrow = false): Promise<boolean> {
    if (this.stopped) return false;
    const work = (async () => {
      if (!(await this.acquire(task))) return false;
      await task.run();
      return true;
    })();
    this.running.add(work);
    try {
      return await work;
    } catch (error) {
      if (rethrow) throw error;
      this.logger.error(`Scheduled task ${task.name} failed`, error instanceof Error ? error.stack : String(error));
      return false;
    } finally {
      this.running.delete(work);
    }
  }
}
