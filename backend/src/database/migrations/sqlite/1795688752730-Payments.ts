import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments, deposits and invoices: the payer on the order (a person or a company with its
 * requisites), the invoice number kept on the order, the company requisites on the user for the
 * next checkout, the payments ledger, the payment settings (one row) and the invoice counters
 * per year. Columns are added in place (no table rebuild).
 */
export class Payments1795688752730 implements MigrationInterface {
  name = 'Payments1795688752730';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "payer_type" varchar(10) NOT NULL DEFAULT ('person')`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "company_name" varchar(300)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "company_unp" varchar(9)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "company_address" varchar(500)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "company_account" varchar(28)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "company_bic" varchar(11)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar(30)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fcd3f0e1643399fb09d52efba5" ON "orders" ("invoice_number")`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "company_payer" text`);
    await queryRunner.query(`
      CREATE TABLE "order_payments" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "order_id" integer NOT NULL,
        "amount" decimal(10, 2) NOT NULL,
        "method" varchar(10) NOT NULL,
        "paid_at" datetime(6) NOT NULL,
        "note" varchar(500),
        "created_by_id" integer,
        "created_by_email" varchar(254),
        "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
        CONSTRAINT "FK_5d2ebca202f9d9370a001a571ba" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_ccd4d667e2c79929665b43eb70" ON "order_payments" ("order_id", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_bfd153686b8db5ce50dcb71629" ON "order_payments" ("paid_at")`);
    await queryRunner.query(`
      CREATE TABLE "payment_settings" (
        "id" integer PRIMARY KEY NOT NULL,
        "deposit_percent" integer NOT NULL,
        "deposit_min_total" decimal(10, 2) NOT NULL,
        "balance_due_days" integer NOT NULL,
        "vat_note" varchar(200) NOT NULL,
        "invoice_prefix" varchar(10) NOT NULL
      )`);
    await queryRunner.query(`CREATE TABLE "invoice_counters" ("year" integer PRIMARY KEY NOT NULL, "last_number" integer NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
    await queryRunner.query(`DROP TABLE "payment_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_bfd153686b8db5ce50dcb71629"`);
    await queryRunner.query(`DROP INDEX "IDX_ccd4d667e2c79929665b43eb70"`);
    await queryRunner.query(`DROP TABLE "order_payments"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "company_payer"`);
    await queryRunner.query(`DROP INDEX "IDX_fcd3f0e1643399fb09d52efba5"`);
    for (const column of [
      'invoice_number',
      'company_bic',
      'company_account',
      'company_address',
      'company_unp',
      'company_name',
      'payer_type',
    ])
      await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
  }
}
