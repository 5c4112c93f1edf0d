import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { nextDay, toMinskTime, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { minskDayRange } from '../common/minsk-days';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { Order } from '../orders/order.entity';
import { TaskRunner } from '../scheduling/scheduled-task';
import { TelegramFacts } from './telegram-facts';
import { TelegramNotifications } from './telegram-notifications.service';
import { TelegramSettingsService } from './telegram-settings.service';
import { TELEGRAM_NOTICE_UNIQUE, TelegramNotice } from './telegram-notice.entity';
import { dailySummaryMessage, orderPreparingToCustomer } from './telegram.messages';
import { TelegramLink } from './telegram-link.entity';

export const TELEGRAM_DAILY_TASK = 'telegram-daily';
/** How often the scan runs: the summary goes out at its first scan from 18:00 Minsk. */
export const TELEGRAM_DAILY_EVERY_MS = 5 * 60_000;
/** 18:00 Minsk: the next day's summary to the staff group. */
export const SUMMARY_MINUTE = 18 * 60;
/** 07:00 Minsk: «готовим ваш заказ» to the customers of the day's confirmed orders still ahead. */
export const PREPARING_MINUTE = 7 * 60;

/** Whether the scan at `now` is due to post the summary of the next Minsk day, and which day that is. */
export function summaryDue(now: Date): string | null {
  const { day, minute } = toMinskTime(now);
  return minute >= SUMMARY_MINUTE ? nextDay(day) : null;
}

/**
 * The scheduled Telegram messages (task `telegram-daily`, once per tick across instances on the
 * TaskRunner): at 18:00 Minsk the next day's summary to the staff group (orders, guests, the first
 * delivery, what is still unpaid), and from 07:00 «готовим ваш заказ» to each linked customer whose
 * confirmed order is that day. Each message is recorded under a unique key (`summary:<day>`,
 * `preparing:<order>`) in the transaction that writes it to the outbox, so two ticks at once (two
 * instances, or runOnce beside the schedule) post it once.
 */
@Injectable()
export class TelegramDaily implements OnModuleInit {
  private readonly logger = new Logger('Telegram');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly runner: TaskRunner,
    private readonly clock: Clock,
    private readonly facts: TelegramFacts,
    private readonly notifications: TelegramNotifications,
    private readonly settings: TelegramSettingsService,
  ) {}

  onModuleInit(): void {
    if (!this.config.telegram) return;
    this.runner.register({ name: TELEGRAM_DAILY_TASK, everyMs: TELEGRAM_DAILY_EVERY_MS, run: async () => void (await this.scan()) });
  }

  /** One scan at the Clock's "now"; answers how many messages it wrote. */
  async scan(): Promise<number> {
    const now = this.clock.now();
    let written = 0;
    const summaryDay = summaryDue(now);
    if (summaryDay && (await this.once(`summary:${summaryDay}`, (manager) => this.summary(manager, summaryDay)))) written += 1;
    if (toMinskTime(now).minute >= PREPARING_MINUTE)
      for (const order of await this.preparingToday(now))
        if (await this.once(`preparing:${order.id}`, (manager) => this.preparing(manager, order))) written += 1;
    return written;
  }

  /**
   * Records `key` and runs `write` in one transaction; false when it was recorded before (by an
   * earlier scan or a concurrent one: the unique key refuses the second, whose message rolls
   * back with it) or when `write` had nothing to post (then nothing is recorded either).
   */
  private async once(key: string, write: (manager: EntityManager) => Promise<boolean>): Promise<boolean> {
    if (await this.dataSource.getRepository(TelegramNotice).existsBy({ key })) return false;
    try {
      return await this.transactions.run(async (manager) => {
        await manager.insert(TelegramNotice, { key, createdAt: this.clock.now() });
        if (!(await write(manager))) throw new NothingToPost();
        return true;
      });
    } catch (error) {
      if (error instanceof NothingToPost || isUniqueViolation(error, TELEGRAM_NOTICE_UNIQUE)) return false;
      this.logger.error(`Telegram ${key} not written`, error instanceof Error ? error.stack : String(error));
      return false;
    }
  }

  /** The next day's summary, when a group is connected and the owner keeps the event on. */
  private async summary(manager: EntityManager, day: string): Promise<boolean> {
    const { group, events } = await this.settings.setup(manager);
    if (!group || !events.includes('daily_summary')) return false;
    const { start, end } = minskDayRange(day, day, 'date');
    const orders = await manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start, end })
      .andWhere("o.status <> 'canceled'")
      .orderBy('o.deliveryAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    const balances = await this.facts.balances(manager, orders);
    await this.notifications.toGroup(
      manager,
      'daily_summary',
      dailySummaryMessage({
        day,
        orders: orders.map((order) => ({
          id: order.id,
          at: order.deliveryAt ? new Date(order.deliveryAt) : null,
          guests: order.guests ?? null,
          deliveryMethod: order.deliveryMethod,
          address: order.deliveryMethod === 'delivery' ? order.deliveryAddress : null,
          total: toMoney(order.totalCost),
          balanceDue: balances.get(order.id) ?? 0,
        })),
        adminUrl: this.facts.agendaUrl(),
      }),
    );
    return true;
  }

  /** Today's confirmed orders still ahead whose customer linked a chat. */
  private async preparingToday(now: Date): Promise<Order[]> {
    const today = toMinskTime(now).day;
    const { end } = minskDayRange(today, today, 'date');
    const linked = this.dataSource.getRepository(TelegramLink).createQueryBuilder('l').select('l.userId');
    const orders = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.deliveryAt > :now AND o.deliveryAt < :end', { now, end })
      .andWhere('o.status = :status', { status: 'processing' })
      .andWhere(`o.userId IN (${linked.getQuery()})`)
      .orderBy('o.id', 'ASC')
      .getMany();
    if (orders.length === 0) return [];
    const told = await this.dataSource.getRepository(TelegramNotice).findBy({ key: In(orders.map((order) => `preparing:${order.id}`)) });
    const done = new Set(told.map((notice) => notice.key));
    return orders.filter((order) => !done.has(`preparing:${order.id}`));
  }

  private async preparing(manager: EntityManager, order: Order): Promise<boolean> {
    const link = await manager.findOneBy(TelegramLink, { userId: order.userId });
    if (!link) return false;
    await this.notifications.toCustomer(manager, order.userId, orderPreparingToCustomer(this.facts.customerOrder(order)));
    return true;
  }
}

/** A scheduled message found nothing to post (no group, the event off): nothing is recorded. */
class NothingToPost extends Error {}
