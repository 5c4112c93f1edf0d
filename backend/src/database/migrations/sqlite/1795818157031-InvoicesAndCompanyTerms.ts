import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvoicesAndCompanyTerms1795818157031 implements MigrationInterface {
  name = 'InvoicesAndCompanyTerms1795818157031';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "invoices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "number" varchar(30) NOT NULL,
                "issued_day" varchar(10) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "replaces_number" varchar(30),
                "replaced_by_number" varchar(30),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6b20aa66f2a835a4f2fbde4872" ON "invoices" ("number")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_366149064df7144ff934babada" ON "invoices" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_payment_settings" (
                "id" integer PRIMARY KEY NOT NULL,
                "deposit_percent" integer NOT NULL,
                "deposit_min_total" decimal(10, 2) NOT NULL,
                "balance_due_days" integer NOT NULL,
                "vat_note" varchar(200) NOT NULL,
                "invoice_prefix" varchar(10) NOT NULL,
                "quote_deposit_percent" integer NOT NULL DEFAULT (50),
                "free_cancel_minutes" integer NOT NULL DEFAULT (15),
                "company_payment_days" integer NOT NULL DEFAULT (5)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix",
                    "quote_deposit_percent",
                    "free_cancel_minutes"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix",
                "quote_deposit_percent",
                "free_cancel_minutes"
            FROM "payment_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_settings"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_payment_settings"
                RENAME TO "payment_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6b20aa66f2a835a4f2fbde4872"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_366149064df7144ff934babada"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_invoices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "number" varchar(30) NOT NULL,
                "issued_day" varchar(10) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "replaces_number" varchar(30),
                "replaced_by_number" varchar(30),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_ea83c3b911906a3578de2340fdf" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_invoices"(
                    "id",
                    "order_id",
                    "number",
                    "issued_day",
                    "total",
                    "replaces_number",
                    "replaced_by_number",
                    "date_created"
                )
            SELECT "id",
                "order_id",
                "number",
                "issued_day",
                "total",
                "replaces_number",
                "replaced_by_number",
                "date_created"
            FROM "invoices"
        `);
    await queryRunner.query(`
            DROP TABLE "invoices"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_invoices"
                RENAME TO "invoices"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6b20aa66f2a835a4f2fbde4872" ON "invoices" ("number")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_366149064df7144ff934babada" ON "invoices" ("order_id", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_366149064df7144ff934babada"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6b20aa66f2a835a4f2fbde4872"
        `);
    await queryRunner.query(`
            ALTER TABLE "invoices"
                RENAME TO "temporary_invoices"
        `);
    await queryRunner.query(`
            CREATE TABLE "invoices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "number" varchar(30) NOT NULL,
                "issued_day" varchar(10) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "replaces_number" varchar(30),
                "replaced_by_number" varchar(30),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "invoices"(
                    "id",
                    "order_id",
                    "number",
                    "issued_day",
                    "total",
                    "replaces_number",
                    "replaced_by_number",
                    "date_created"
                )
            SELECT "id",
                "order_id",
                "number",
                "issued_day",
                "total",
                "replaces_number",
                "replaced_by_number",
                "date_created"
            FROM "temporary_invoices"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_invoices"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_366149064df7144ff934babada" ON "invoices" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6b20aa66f2a835a4f2fbde4872" ON "invoices" ("number")
        `);
    await queryRunner.query(`
            ALTER TABLE "payment_settings"
                RENAME TO "temporary_payment_settings"
        `);
    await queryRunner.query(`
            CREATE TABLE "payment_settings" (
                "id" integer PRIMARY KEY NOT NULL,
                "deposit_percent" integer NOT NULL,
                "deposit_min_total" decimal(10, 2) NOT NULL,
                "balance_due_days" integer NOT NULL,
                "vat_note" varchar(200) NOT NULL,
                "invoice_prefix" varchar(10) NOT NULL,
                "quote_deposit_percent" integer NOT NULL DEFAULT (50),
                "free_cancel_minutes" integer NOT NULL DEFAULT (15)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix",
                    "quote_deposit_percent",
                    "free_cancel_minutes"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix",
                "quote_deposit_percent",
                "free_cancel_minutes"
            FROM "temporary_payment_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_payment_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_366149064df7144ff934babada"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6b20aa66f2a835a4f2fbde4872"
        `);
    await queryRunner.query(`
            DROP TABLE "invoices"
        `);
  }
}
