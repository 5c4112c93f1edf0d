import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order state machine's columns: orders.version (optimistic concurrency), orders.pickup_address
 * (the kitchen's address, no longer written over the customer's), order_status_changes.note, and
 * the order_adjustments table. Columns are added in place (no table rebuild); pickup orders of
 * before keep the kitchen's address as their pickup point.
 */
export class OrderStateMachine1795686398009 implements MigrationInterface {
  name = 'OrderStateMachine1795686398009';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "order_adjustments" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "order_id" integer NOT NULL,
        "label" varchar(200) NOT NULL,
        "amount" decimal(10, 2) NOT NULL,
        "created_by_id" integer,
        "created_by_email" varchar(254),
        "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
        CONSTRAINT "FK_5d2ca6f85582aec23db5f901f40" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_9b4d2dd351454acf19e5c93a21" ON "order_adjustments" ("order_id", "id")`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "pickup_address" varchar(500)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "order_status_changes" ADD COLUMN "note" varchar(1000)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "placed_at" datetime`);
    await queryRunner.query(`UPDATE "orders" SET "pickup_address" = "delivery_address" WHERE "delivery_method" = 'pickup'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "placed_at"`);
    await queryRunner.query(`ALTER TABLE "order_status_changes" DROP COLUMN "note"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "pickup_address"`);
    await queryRunner.query(`DROP INDEX "IDX_9b4d2dd351454acf19e5c93a21"`);
    await queryRunner.query(`DROP TABLE "order_adjustments"`);
  }
}
