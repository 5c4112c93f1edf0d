/**
 * Work that runs on a schedule, once per tick across every instance of the shop (a scan of what
 * fell due, e.g. payment reminders). `run` reads "now" from the injected Clock itself and must be
 * safe to repeat: a tick may be retried after a crash, so what it does is recorded idempotently.
 */
export interface ScheduledTask {
  /** Unique among tasks: letters, digits and '-' (a lease row, a BullMQ job scheduler id). */
  name: string;
  /** How often the scan runs. */
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs scheduled tasks exactly once per tick across instances: BullMQ on Redis with REDIS_URL
 * (a job scheduler per task; one worker takes each job), a database lease otherwise (only the
 * lease's holder scans). Domains register their tasks in onModuleInit; the runner starts at bootstrap.
 */
export abstract class TaskRunner {
  protected readonly tasks = new Map<string, ScheduledTask>();

  register(task: ScheduledTask): void {
    if (!/^[a-z0-9-]+$/.test(task.name)) throw new Error(`Task name "${task.name}": letters, digits and '-' only`);
    if (this.tasks.has(task.name)) throw new Error(`Task "${task.name}" is registered twice`);
    this.tasks.set(task.name, task);
  }

  protected task(name: string): ScheduledTask {
    const task = this.tasks.get(name);
    if (!task) throw new Error(`No scheduled task "${name}"`);
    return task;
  }

  /**
   * One tick of the task now, as the schedule would run it (tests and operators trigger a scan
   * without waiting): true when this call's tick ran the task, false when another instance holds
   * the schedule (the database lease).
   */
  abstract runOnce(name: string): Promise<boolean>;

  /** Starts ticking the registered tasks (at application bootstrap). */
  abstract start(): void | Promise<void>;

  /** Stops ticking and waits for a running tick (at shutdown, while the database is still open). */
  abstract stop(): Promise<void>;
}
