import { MigrationInterface, QueryRunner } from 'typeorm';

export class OnlineRefundsAndLiveAttempts1796171723920 implements MigrationInterface {
  name = 'OnlineRefundsAndLiveAttempts1796171723920';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "online_refunds" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "payment_id" integer NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "reason" varchar(255) NOT NULL,
                "status" varchar(12) NOT NULL DEFAULT ('pending'),
                "asked_at" datetime(6) NOT NULL,
                "provider_uid" varchar(64),
                "entry_id" integer,
                "message" varchar(500),
                "created_by_id" integer,
                "created_by_email" varchar(254)
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9cf83a8e4e0e96051ac2a3c9a3" ON "online_refunds" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_19194c567fc13c92a8512f7d39" ON "online_refunds" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_de5c647a48c866328e68d88063" ON "online_refunds" ("payment_id", "status")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccd4d667e2c79929665b43eb70"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfd153686b8db5ce50dcb71629"
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
                "refund_flag" varchar(20),
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
                "expires_at" datetime(6),
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
            CREATE INDEX "IDX_c170aa8af22cea0b2c8093806a" ON "online_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6b20b9e07cc7f645a3b28639b" ON "online_payments" ("status", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9cf83a8e4e0e96051ac2a3c9a3"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_19194c567fc13c92a8512f7d39"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_de5c647a48c866328e68d88063"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_online_refunds" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "payment_id" integer NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "reason" varchar(255) NOT NULL,
                "status" varchar(12) NOT NULL DEFAULT ('pending'),
                "asked_at" datetime(6) NOT NULL,
                "provider_uid" varchar(64),
                "entry_id" integer,
                "message" varchar(500),
                "created_by_id" integer,
                "created_by_email" varchar(254),
                CONSTRAINT "FK_7658040e11cd73f565bef1c01e7" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_online_refunds"(
                    "id",
                    "date_created",
                    "date_updated",
                    "order_id",
                    "payment_id",
                    "amount",
                    "reason",
                    "status",
                    "asked_at",
                    "provider_uid",
                    "entry_id",
                    "message",
                    "created_by_id",
                    "created_by_email"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "order_id",
                "payment_id",
                "amount",
                "reason",
                "status",
                "asked_at",
                "provider_uid",
                "entry_id",
                "message",
                "created_by_id",
                "created_by_email"
            FROM "online_refunds"
        `);
    await queryRunner.query(`
            DROP TABLE "online_refunds"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_online_refunds"
                RENAME TO "online_refunds"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9cf83a8e4e0e96051ac2a3c9a3" ON "online_refunds" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_19194c567fc13c92a8512f7d39" ON "online_refunds" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_de5c647a48c866328e68d88063" ON "online_refunds" ("payment_id", "status")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_de5c647a48c866328e68d88063"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_19194c567fc13c92a8512f7d39"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9cf83a8e4e0e96051ac2a3c9a3"
        `);
    await queryRunner.query(`
            ALTER TABLE "online_refunds"
                RENAME TO "temporary_online_refunds"
        `);
    await queryRunner.query(`
            CREATE TABLE "online_refunds" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "payment_id" integer NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "reason" varchar(255) NOT NULL,
                "status" varchar(12) NOT NULL DEFAULT ('pending'),
                "asked_at" datetime(6) NOT NULL,
                "provider_uid" varchar(64),
                "entry_id" integer,
                "message" varchar(500),
                "created_by_id" integer,
                "created_by_email" varchar(254)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "online_refunds"(
                    "id",
                    "date_created",
                    "date_updated",
                    "order_id",
                    "payment_id",
                    "amount",
                    "reason",
                    "status",
                    "asked_at",
                    "provider_uid",
                    "entry_id",
                    "message",
                    "created_by_id",
                    "created_by_email"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "order_id",
                "payment_id",
                "amount",
                "reason",
                "status",
                "asked_at",
                "provider_uid",
                "entry_id",
                "message",
                "created_by_id",
                "created_by_email"
            FROM "temporary_online_refunds"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_online_refunds"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_de5c647a48c866328e68d88063" ON "online_refunds" ("payment_id", "status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_19194c567fc13c92a8512f7d39" ON "online_refunds" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9cf83a8e4e0e96051ac2a3c9a3" ON "online_refunds" ("order_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c6b20b9e07cc7f645a3b28639b"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c170aa8af22cea0b2c8093806a"
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
                "message" varchar(500),
                CONSTRAINT "FK_eb054f43249c20b56018b535d0c" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
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
            ALTER TABLE "order_payments"
                RENAME TO "temporary_order_payments"
        `);
    await queryRunner.query(`
            CREATE TABLE "order_payments" (
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
            CREATE INDEX "IDX_bfd153686b8db5ce50dcb71629" ON "order_payments" ("paid_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccd4d667e2c79929665b43eb70" ON "order_payments" ("order_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_de5c647a48c866328e68d88063"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_19194c567fc13c92a8512f7d39"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9cf83a8e4e0e96051ac2a3c9a3"
        `);
    await queryRunner.query(`
            DROP TABLE "online_refunds"
        `);
  }
}
