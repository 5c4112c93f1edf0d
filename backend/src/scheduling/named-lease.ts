import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { SchedulerLease } from './scheduler-lease.entity';

/** Who holds a lease: this host and process, plus a random part (unique per holder). */
export const leaseOwner = (): string => `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`.slice(0, 100);

/**
 * Takes (or renews) the lease `name` for `owner` until `now + forMs`: one UPDATE whose condition
 * (free, expired or already ours) the database checks under the row lock, so of two callers on
 * any number of instances only one gets it. True when `owner` holds it now.
 */
export async function takeLease(dataSource: DataSource, name: string, owner: string, forMs: number, now = new Date()): Promise<boolean> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(SchedulerLease)
    .values({ name, owner: null, expiresAt: new Date(0) })
    .orIgnore()
    .execute();
  const result = await dataSource
    .createQueryBuilder()
    .update(SchedulerLease)
    .set({ owner, expiresAt: new Date(now.getTime() + forMs) })
    .where('name = :name', { name })
    .andWhere('(owner IS NULL OR owner = :owner OR expires_at < :now)', { owner, now })
    .execute();
  return result.affected === 1;
}

/** Gives back the leases `owner` holds (`name`: only that one). */
export async function releaseLeases(dataSource: DataSource, owner: string, name?: string): Promise<void> {
  const update = dataSource
    .createQueryBuilder()
    .update(SchedulerLease)
    .set({ owner: null, expiresAt: new Date(0) })
    .where('owner = :owner', { owner });
  if (name !== undefined) update.andWhere('name = :name', { name });
  await update.execute();
}

/**
 * Runs `work` while holding the lease `name` (for at most `forMs`), then gives it back; when
 * another holder has it, runs nothing and throws `busy()`. The release is best effort: the
 * work's own outcome stands, and a hold that was not given back expires by itself.
 */
export async function whileHolding<T>(
  dataSource: DataSource,
  lease: { name: string; forMs: number; busy: () => Error },
  work: () => Promise<T>,
): Promise<T> {
  const owner = leaseOwner();
  if (!(await takeLease(dataSource, lease.name, owner, lease.forMs))) throw lease.busy();
  try {
    return await work();
  } finally {
    await releaseLeases(dataSource, owner, lease.name).catch((error: unknown) =>
      new Logger('Leases').warn(`Lease ${lease.name} not given back: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
