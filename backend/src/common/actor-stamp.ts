import { Column } from 'typeorm';

/**
 * «Who did it» on ledger rows (order adjustments, payments): the staff member's id and e-mail,
 * kept as written with no foreign key, so the row outlives the account; both null when the
 * system or the customer made it. A TypeORM embedded entity (`prefix: false`): the columns
 * keep their names `created_by_id` and `created_by_email`.
 */
export class ActorStamp {
  @Column({ name: 'created_by_id', type: 'int', nullable: true })
  id!: number | null;

  @Column({ name: 'created_by_email', type: 'varchar', length: 254, nullable: true })
  email!: string | null;
}

/** The stamp of an actor (a signed-in staff member), or of nobody. */
export function stampOf(actor: { id: number; email: string | null } | null | undefined): ActorStamp {
  return { id: actor?.id ?? null, email: actor?.email ?? null };
}
