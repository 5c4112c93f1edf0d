import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TaskRunner } from '../scheduling/scheduled-task';
import { RefundSettlement } from './refund-settlement.service';

export const REFUND_RECONCILER_TASK = 'online-refunds-reconcile';
export const REFUND_RECONCILER_EVERY_MS = 5 * 60_000;
/** Refunds per tick: bounded work; the rest waits for the next tick. */
const BATCH = 50;

/**
 * The scheduled reconciler (once per tick across instances, scheduling/): asks bePaid about
 * every refund still unknown, and about one still pending well past the provider's timeout
 * (its instance died mid-call), and settles what bePaid can tell.
 */
@Injectable()
export class RefundReconciler implements OnModuleInit {
  private readonly logger = new Logger(RefundReconciler.name);

  constructor(
    private readonly runner: TaskRunner,
    private readonly settlement: RefundSettlement,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.bepaid) return;
    this.runner.register({ name: REFUND_RECONCILER_TASK, everyMs: REFUND_RECONCILER_EVERY_MS, run: async () => void (await this.scan()) });
  }

  /** One pass; answers how many refunds it settled. */
  async scan(): Promise<number> {
    const stale = new Date(this.clock.now().getTime() - 2 * (this.config.bepaid?.timeoutMs ?? 0));
    let settled = 0;
    for (const id of await this.settlement.unsettled(BATCH, stale)) {
      try {
        if (await this.settlement.check(id)) settled += 1;
      } catch (error) {
        this.logger.error(`Refund ${id} not reconciled`, error instanceof Error ? error.stack : String(error));
      }
    }
    return settled;
  }
}
