import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment reminders sent (one per order, kind and due day: the unique key lets one of two
 * concurrent scans send it) and the scheduler's leases (who runs a scheduled task without Redis).
 */
export class PaymentRemindersAndSchedulerLeases1795700500000 implements MigrationInterface {
  name = 'PaymentRemindersAndSchedulerLeases1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "payment_reminders" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "order_id" integer NOT NULL,
        "kind" varchar(20) NOT NULL,
        "due_day" varchar(10) NOT NULL,
        "sent_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
        CONSTRAINT "FK_98509a47c857dd43812a6484c4f" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a151b609f107fd1e190450407f" ON "payment_reminders" ("order_id", "kind", "due_day")`);
    await queryRunner.query(`
      CREATE TABLE "scheduler_leases" (
        "name" varchar(100) PRIMARY KEY NOT NULL,
        "owner" varchar(100),
        "expires_at" datetime(6) NOT NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "scheduler_leases"`);
    await queryRunner.query(`DROP INDEX "IDX_a151b609f107fd1e190450407f"`);
    await queryRunner.query(`DROP TABLE "payment_reminders"`);
  }
}
