import { MigrationInterface, QueryRunner } from 'typeorm';

export class OnlinePayments1795823019632 implements MigrationInterface {
  name = 'OnlinePayments1795823019632';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "online_payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "method" varchar(10) NOT NULL,
                "what" varchar(10) NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "status" varchar(12) NOT NULL DEFAULT ('pending'),
                "provider_token" varchar(128),
                "provider_uid" varchar(64),
                "redirect_url" varchar(1000),
                "erip_details" text,
                "payment_id" integer,
                "message" varchar(500)
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6b20b9e07cc7f645a3b28639b" ON "online_payments" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c170aa8af22cea0b2c8093806a" ON "online_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfd153686b8db5ce50dcb71629"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccd4d667e2c79929665b43eb70"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_order_payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "method" varchar(10) NOT NULL,
                "paid_at" datetime(6) NOT NULL,
                "note" varchar(500),
                "created_by_id" integer,
                "created_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "provider_uid" varchar(64),
                "refund_of_id" integer,
                CONSTRAINT "UQ_2982ca62172854ef8bdbe3d37cb" UNIQUE ("provider_uid"),
                CONSTRAINT "FK_5d2ebca202f9d9370a001a571ba" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_order_payments"(
                    "id",
                    "order_id",
                    "amount",
                    "method",
                    "paid_at",
                    "note",
                    "created_by_id",
                    "created_by_email",
                    "date_created"
                )
            SELECT "id",
                "order_id",
                "amount",
                "method",
                "paid_at",
                "note",
                "created_by_id",
                "created_by_email",
                "date_created"
            FROM "order_payments"
        `);
    await queryRunner.query(`
            DROP TABLE "order_payments"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_order_payments"
                RENAME TO "order_payments"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfd153686b8db5ce50dcb71629" ON "order_payments" ("paid_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccd4d667e2c79929665b43eb70" ON "order_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfd153686b8db5ce50dcb71629"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccd4d667e2c79929665b43eb70"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_order_payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "method" varchar(20) NOT NULL,
                "paid_at" datetime(6) NOT NULL,
                "note" varchar(500),
                "created_by_id" integer,
                "created_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "provider_uid" varchar(64),
                "refund_of_id" integer,
                CONSTRAINT "UQ_2982ca62172854ef8bdbe3d37cb" UNIQUE ("provider_uid"),
                CONSTRAINT "FK_5d2ebca202f9d9370a001a571ba" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_order_payments"(
                    "id",
                    "order_id",
                    "amount",
                    "method",
                    "paid_at",
                    "note",
                    "created_by_id",
                    "created_by_email",
                    "date_created",
                    "provider_uid",
                    "refund_of_id"
                )
            SELECT "id",
                "order_id",
                "amount",
                "method",
                "paid_at",
                "note",
                "created_by_id",
                "created_by_email",
                "date_created",
                "provider_uid",
                "refund_of_id"
            FROM "order_payments"
        `);
    await queryRunner.query(`
            DROP TABLE "order_payments"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_order_payments"
                RENAME TO "order_payments"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfd153686b8db5ce50dcb71629" ON "order_payments" ("paid_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccd4d667e2c79929665b43eb70" ON "order_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c6b20b9e07cc7f645a3b28639b"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c170aa8af22cea0b2c8093806a"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_online_payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "method" varchar(10) NOT NULL,
                "what" varchar(10) NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "status" varchar(12) NOT NULL DEFAULT ('pending'),
                "provider_token" varchar(128),
                "provider_uid" varchar(64),
                "redirect_url" varchar(1000),
                "erip_details" text,
                "payment_id" integer,
                "message" varchar(500),
                CONSTRAINT "FK_eb054f43249c20b56018b535d0c" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_online_payments"(
                    "id",
                    "date_created",
                    "date_updated",
                    "order_id",
                    "method",
                    "what",
                    "amount",
                    "status",
                    "provider_token",
                    "provider_uid",
                    "redirect_url",
                    "erip_details",
                    "payment_id",
                    "message"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "order_id",
                "method",
                "what",
                "amount",
                "status",
                "provider_token",
                "provider_uid",
                "redirect_url",
                "erip_details",
                "payment_id",
                "message"
            FROM "online_payments"
        `);
    await queryRunner.query(`
            DROP TABLE "online_payments"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_online_payments"
                RENAME TO "online_payments"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6b20b9e07cc7f645a3b28639b" ON "online_payments" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c170aa8af22cea0b2c8093806a" ON "online_payments" ("order_id", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_c170aa8af22cea0b2c8093806a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c6b20b9e07cc7f645a3b28639b"
        `);
    await queryRunner.query(`
            ALTER TABLE "online_payments"
                RENAME TO "temporary_online_payments"
        `);
    await queryRunner.query(`
            CREATE TABLE "online_payments" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "method" varchar(10) NOT NULL,
                "what" varchar(10) NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "status" varchar(12) NOT NULL DEFAULT ('pending'),
                "provider_token" varchar(128),
                "provider_uid" varchar(64),
                "redirect_url" varchar(1000),
                "erip_details" text,
                "payment_id" integer,
                "message" varchar(500)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "online_payments"(
                    "id",
                    "date_created",
                    "date_updated",
                    "order_id",
                    "method",
                    "what",
                    "amount",
                    "status",
                    "provider_token",
                    "provider_uid",
                    "redirect_url",
                    "erip_details",
                    "payment_id",
                    "message"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "order_id",
                "method",
                "what",
                "amount",
                "status",
                "provider_token",
                "provider_uid",
                "redirect_url",
                "erip_details",
                "payment_id",
                "message"
            FROM "temporary_online_payments"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_online_payments"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c170aa8af22cea0b2c8093806a" ON "online_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6b20b9e07cc7f645a3b28639b" ON "online_payments" ("status", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccd4d667e2c79929665b43eb70"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfd153686b8db5ce50dcb71629"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_payments"
                RENAME TO "temporary_order_payments"
        `);
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
                "provider_uid" varchar(64),
                "refund_of_id" integer,
                CONSTRAINT "UQ_2982ca62172854ef8bdbe3d37cb" UNIQUE ("provider_uid"),
                CONSTRAINT "FK_5d2ebca202f9d9370a001a571ba" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "order_payments"(
                    "id",
                    "order_id",
                    "amount",
                    "method",
                    "paid_at",
                    "note",
                    "created_by_id",
                    "created_by_email",
                    "date_created",
                    "provider_uid",
                    "refund_of_id"
                )
            SELECT "id",
                "order_id",
                "amount",
                "method",
                "paid_at",
                "note",
                "created_by_id",
                "created_by_email",
                "date_created",
                "provider_uid",
                "refund_of_id"
            FROM "temporary_order_payments"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_order_payments"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccd4d667e2c79929665b43eb70" ON "order_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfd153686b8db5ce50dcb71629" ON "order_payments" ("paid_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccd4d667e2c79929665b43eb70"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfd153686b8db5ce50dcb71629"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_payments"
                RENAME TO "temporary_order_payments"
        `);
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
            )
        `);
    await queryRunner.query(`
            INSERT INTO "order_payments"(
                    "id",
                    "order_id",
                    "amount",
                    "method",
                    "paid_at",
                    "note",
                    "created_by_id",
                    "created_by_email",
                    "date_created"
                )
            SELECT "id",
                "order_id",
                "amount",
                "method",
                "paid_at",
                "note",
                "created_by_id",
                "created_by_email",
                "date_created"
            FROM "temporary_order_payments"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_order_payments"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccd4d667e2c79929665b43eb70" ON "order_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfd153686b8db5ce50dcb71629" ON "order_payments" ("paid_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c170aa8af22cea0b2c8093806a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c6b20b9e07cc7f645a3b28639b"
        `);
    await queryRunner.query(`
            DROP TABLE "online_payments"
        `);
  }
}
