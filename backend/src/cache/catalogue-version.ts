import { EntityManager } from 'typeorm';
import { CatalogueVersion } from './catalogue-version.entity';

/** Set on the transaction's query runner by bumpCatalogueVersion; read after the commit. */
export const CATALOGUE_CHANGED = 'catalogueChanged';

/**
 * Raises the catalogue version inside the caller's transaction: every write that changes what
 * the public catalogue shows calls it through the transaction runner's manager, so the new
 * version becomes visible exactly when the change does (and not at all after a rollback).
 */
export async function bumpCatalogueVersion(manager: EntityManager): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(CatalogueVersion)
    .set({ version: () => 'version + 1' })
    .where('id = 1')
    .execute();
  if (manager.queryRunner) manager.queryRunner.data[CATALOGUE_CHANGED] = true;
}

/** The committed version (0 before the migration's row exists, which never happens after start). */
export async function readCatalogueVersion(manager: EntityManager): Promise<number> {
  const row = await manager.getRepository(CatalogueVersion).findOne({ where: { id: 1 }, select: { version: true } });
  return row?.version ?? 0;
}
