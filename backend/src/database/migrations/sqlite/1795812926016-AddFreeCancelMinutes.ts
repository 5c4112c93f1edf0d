import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddFreeCancelMinutes1795812926016 implements MigrationInterface {
  name = 'AddFreeCancelMinutes1795812926016';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "temporary_payment_settings" (
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
            INSERT INTO "temporary_payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix",
                    "quote_deposit_percent"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix",
                "quote_deposit_percent"
            FROM "payment_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_settings"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_payment_settings"
                RENAME TO "payment_settings"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
                "quote_deposit_percent" integer NOT NULL DEFAULT (50)
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
                    "quote_deposit_percent"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix",
                "quote_deposit_percent"
            FROM "temporary_payment_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_payment_settings"
        `);
  }
}
