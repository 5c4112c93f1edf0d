import { Logger } from '@nestjs/common';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { RedisConfig } from '../config/app-config';
import { RedisOutageMonitor } from '../cache/redis-outage';
import { TaskRunner } from './scheduled-task';

const QUEUE = 'scheduled-tasks';
const KEEP_JOBS = { removeOnComplete: 100, removeOnFail: 100 };
/** How long a stop waits for BullMQ to close before dropping the connections (within the shop's 8 s stop budget). */
const STOP_WAIT_MS = 3000;

/**
 * Scheduled tasks on Redis with BullMQ: one queue, one job scheduler per task (upserting the same
 * scheduler from every instance keeps one), and a worker in every instance; BullMQ hands each
 * job to exactly one worker, so each tick runs once across instances. Keys under
 * `<REDIS_PREFIX>bull:`; connection trouble goes to the Redis outage monitor (one log line).
 */
export class BullMqTaskRunner extends TaskRunner {
  private readonly logger = new Logger('Scheduler');
  private readonly prefix: string;
  private readonly connections: Redis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private events: Promise<QueueEvents> | null = null;
  /** The tick running in this instance, if any (a stop lets it finish). */
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly redis: RedisConfig,
    private readonly monitor: RedisOutageMonitor,
  ) {
    super();
    this.prefix = `${redis.prefix}bull`;
  }

  /** A connection of our own (BullMQ's blocking commands need maxRetriesPerRequest: null). */
  private connection(): Redis {
    const client = this.monitor.watch(new Redis(this.redis.url, { maxRetriesPerRequest: null }));
    this.connections.push(client);
    return client;
  }

  /**
   * Creates the queue and the worker now and upserts the schedulers in the background: with Redis
   * unreachable at start the shop still starts (BullMQ waits for Redis and the monitor logs it).
   */
  start(): void {
    if (this.tasks.size === 0) return;
    const queue = new Queue(QUEUE, { connection: this.connection(), prefix: this.prefix });
    queue.on('error', (error) => this.monitor.failed(error));
    this.queue = queue;
    void this.schedule(queue).catch((error: unknown) =>
      this.logger.error('Could not set up the task schedules', error instanceof Error ? error.stack : String(error)),
    );
    const worker = new Worker(QUEUE, (job) => this.track(this.task(job.name).run()), {
      connection: this.connection(),
      prefix: this.prefix,
      concurrency: 1,
    });
    worker.on('error', (error) => this.monitor.failed(error));
    worker.on('failed', (job, error) => this.logger.error(`Scheduled task ${job?.name ?? '?'} failed`, error.stack));
    this.worker = worker;
  }

  private track<T>(run: Promise<T>): Promise<T> {
    const tracked = run.finally(() => {
      if (this.running === tracked) this.running = null;
    });
    this.running = tracked;
    return tracked;
  }

  /**
   * One job scheduler per task; upserting the same id from every instance keeps one. A new one
   * ticks first one interval after start; one already in Redis with the same interval is kept as
   * it is, so restarts and deploys do not keep pushing the next tick away.
   */
  private async schedule(queue: Queue): Promise<void> {
    for (const task of this.tasks.values()) {
      const existing = await queue.getJobScheduler(task.name);
      if (existing && Number(existing.every) === task.everyMs) continue;
      await queue.upsertJobScheduler(
        task.name,
        { every: task.everyMs, startDate: Date.now() + task.everyMs },
        { name: task.name, opts: KEEP_JOBS },
      );
    }
  }

  /**
   * Lets a running tick finish (bounded), then closes the worker with force (its blocking
   * connection is dropped, not QUIT: with Redis unreachable a QUIT waits for a reconnect that may
   * never come), the queue and the events, and drops our connections. A stopping instance must
   * not hang on Redis.
   */
  async stop(): Promise<void> {
    await withinMs(this.running ?? Promise.resolve(), STOP_WAIT_MS);
    const closed = await withinMs(
      (async () => {
        await this.worker?.close(true);
        await this.queue?.close();
        if (this.events) await (await this.events).close();
      })(),
      STOP_WAIT_MS,
    );
    if (!closed) this.logger.warn(`The scheduler did not close within ${STOP_WAIT_MS} ms; its Redis connections are dropped`);
    for (const client of this.connections) client.disconnect();
  }

  async runOnce(name: string): Promise<boolean> {
    this.task(name);
    if (!this.queue) throw new Error('The scheduler has not started');
    this.events ??= (async () => {
      const events = new QueueEvents(QUEUE, { connection: this.connection(), prefix: this.prefix });
      events.on('error', (error) => this.monitor.failed(error));
      await events.waitUntilReady();
      return events;
    })();
    const events = await this.events;
    const job = await this.queue.add(name, {}, KEEP_JOBS);
    await job.waitUntilFinished(events);
    return true;
  }
}

/** Waits for `work` at most `ms`; answers whether it settled in time (its failure counts as settled). */
async function withinMs(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true,
    () => true,
  );
  const inTime = await Promise.race([settled, late]);
  clearTimeout(timer);
  return inTime;
}
