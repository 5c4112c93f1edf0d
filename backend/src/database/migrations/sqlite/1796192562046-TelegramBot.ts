import { MigrationInterface, QueryRunner } from 'typeorm';

export class TelegramBot1796192562046 implements MigrationInterface {
  name = 'TelegramBot1796192562046';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "telegram_connect_codes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "code" varchar(16) NOT NULL,
                "created_at" datetime(6) NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "used_at" datetime(6),
                "used_chat_id" varchar(32)
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_64b7e3bb11a63156f18617d861" ON "telegram_connect_codes" ("code")
        `);
    await queryRunner.query(`
            CREATE TABLE "telegram_links" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "chat_id" varchar(32) NOT NULL,
                "linked_at" datetime(6) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_4a6112193e0d68ac5bd296bf20" ON "telegram_links" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_15c55465df44f5720fe056b0cb" ON "telegram_links" ("chat_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "telegram_notices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "notice_key" varchar(100) NOT NULL,
                "created_at" datetime(6) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_532b57a5718f456fc307e7f519" ON "telegram_notices" ("notice_key")
        `);
    await queryRunner.query(`
            CREATE TABLE "telegram_settings" (
                "id" integer PRIMARY KEY NOT NULL,
                "group_chat_id" varchar(32),
                "group_title" varchar(255),
                "group_connected_at" datetime(6),
                "events" varchar(500) NOT NULL
            )
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_outbox_due"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_outbox" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "recipient" varchar(320) NOT NULL,
                "subject" varchar(500) NOT NULL,
                "content" json NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('pending'),
                "attempts" integer NOT NULL DEFAULT (0),
                "last_error" varchar(1000),
                "created_at" datetime(6) NOT NULL,
                "next_attempt_at" datetime(6) NOT NULL,
                "sent_at" datetime(6),
                "claimed_by" varchar(100),
                "claimed_until" datetime(6),
                "channel" varchar(10) NOT NULL DEFAULT ('email')
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_outbox"(
                    "id",
                    "recipient",
                    "subject",
                    "content",
                    "status",
                    "attempts",
                    "last_error",
                    "created_at",
                    "next_attempt_at",
                    "sent_at",
                    "claimed_by",
                    "claimed_until"
                )
            SELECT "id",
                "recipient",
                "subject",
                "content",
                "status",
                "attempts",
                "last_error",
                "created_at",
                "next_attempt_at",
                "sent_at",
                "claimed_by",
                "claimed_until"
            FROM "outbox"
        `);
    await queryRunner.query(`
            DROP TABLE "outbox"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_outbox"
                RENAME TO "outbox"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_outbox_due" ON "outbox" ("status", "next_attempt_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_84c319268a6c9c8d08865e680d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_68d2bbf275158e4a4d7dea8d5c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7d7b058c549aac7b19144d5065"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e0b62112475d21ab7b83ab60a5"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_658cd759a8070810d59e55e0eb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e9d11e6a40337adc86703e3b03"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7e7dfeb2443a15baf25cf40a01"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e0dc7565b14f7f1689c13f064c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_2b00e748c7c5c76b01af9d46bc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9f8d9b95f22df11b5d59b32792"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_fcd3f0e1643399fb09d52efba5"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_orders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "payment_method" varchar(10) NOT NULL,
                "status" varchar(20) NOT NULL,
                "total_cost" decimal(10, 2) NOT NULL,
                "first_name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "last_name" varchar(100) NOT NULL,
                "contact_phone" varchar(20) NOT NULL,
                "contact_email" varchar(254),
                "delivery_address" varchar(500),
                "checkout_key" varchar(64) NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "delivery_at" datetime,
                "delivery_method" varchar(10) NOT NULL DEFAULT ('delivery'),
                "delivery_distance_km" integer NOT NULL DEFAULT (0),
                "delivery_cost" decimal(10, 2) NOT NULL DEFAULT (0),
                "comment" varchar(1000),
                "cancellation_fee" decimal(10, 2) NOT NULL DEFAULT (0),
                "guests" integer,
                "pickup_address" varchar(500),
                "version" integer NOT NULL DEFAULT (1),
                "placed_at" datetime,
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "invoice_number" varchar(30),
                "deposit_percent" integer,
                "cancellation_terms" varchar(20) NOT NULL DEFAULT ('standard'),
                "exclude_allergens" varchar(200) NOT NULL DEFAULT (''),
                "vegetarian_guests" integer NOT NULL DEFAULT (0),
                "dietary_note" varchar(500),
                "driver_id" integer,
                "on_the_way_at" datetime(6),
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key"),
                CONSTRAINT "FK_222cd7bf166a2d7a6aad9cdebee" FOREIGN KEY ("driver_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_orders"(
                    "id",
                    "user_id",
                    "payment_method",
                    "status",
                    "total_cost",
                    "first_name",
                    "surname",
                    "last_name",
                    "contact_phone",
                    "contact_email",
                    "delivery_address",
                    "checkout_key",
                    "date_created",
                    "date_updated",
                    "delivery_at",
                    "delivery_method",
                    "delivery_distance_km",
                    "delivery_cost",
                    "comment",
                    "cancellation_fee",
                    "guests",
                    "pickup_address",
                    "version",
                    "placed_at",
                    "payer_type",
                    "company_name",
                    "company_unp",
                    "company_address",
                    "company_account",
                    "company_bic",
                    "invoice_number",
                    "deposit_percent",
                    "cancellation_terms",
                    "exclude_allergens",
                    "vegetarian_guests",
                    "dietary_note",
                    "driver_id"
                )
            SELECT "id",
                "user_id",
                "payment_method",
                "status",
                "total_cost",
                "first_name",
                "surname",
                "last_name",
                "contact_phone",
                "contact_email",
                "delivery_address",
                "checkout_key",
                "date_created",
                "date_updated",
                "delivery_at",
                "delivery_method",
                "delivery_distance_km",
                "delivery_cost",
                "comment",
                "cancellation_fee",
                "guests",
                "pickup_address",
                "version",
                "placed_at",
                "payer_type",
                "company_name",
                "company_unp",
                "company_address",
                "company_account",
                "company_bic",
                "invoice_number",
                "deposit_percent",
                "cancellation_terms",
                "exclude_allergens",
                "vegetarian_guests",
                "dietary_note",
                "driver_id"
            FROM "orders"
        `);
    await queryRunner.query(`
            DROP TABLE "orders"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_orders"
                RENAME TO "orders"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_84c319268a6c9c8d08865e680d" ON "orders" ("driver_id", "delivery_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_68d2bbf275158e4a4d7dea8d5c" ON "orders" ("date_created", "status", "total_cost")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7d7b058c549aac7b19144d5065" ON "orders" ("total_cost")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e0b62112475d21ab7b83ab60a5" ON "orders" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_658cd759a8070810d59e55e0eb" ON "orders" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e9d11e6a40337adc86703e3b03" ON "orders" ("payment_method", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7e7dfeb2443a15baf25cf40a01" ON "orders" ("date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e0dc7565b14f7f1689c13f064c" ON "orders" ("contact_phone")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2b00e748c7c5c76b01af9d46bc" ON "orders" ("delivery_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9f8d9b95f22df11b5d59b32792" ON "orders" (
                "user_id",
                "status",
                "total_cost",
                "date_created"
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_fcd3f0e1643399fb09d52efba5" ON "orders" ("invoice_number")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_4a6112193e0d68ac5bd296bf20"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_15c55465df44f5720fe056b0cb"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_telegram_links" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "chat_id" varchar(32) NOT NULL,
                "linked_at" datetime(6) NOT NULL,
                CONSTRAINT "FK_4a6112193e0d68ac5bd296bf20c" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_telegram_links"("id", "user_id", "chat_id", "linked_at")
            SELECT "id",
                "user_id",
                "chat_id",
                "linked_at"
            FROM "telegram_links"
        `);
    await queryRunner.query(`
            DROP TABLE "telegram_links"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_telegram_links"
                RENAME TO "telegram_links"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_4a6112193e0d68ac5bd296bf20" ON "telegram_links" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_15c55465df44f5720fe056b0cb" ON "telegram_links" ("chat_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_15c55465df44f5720fe056b0cb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_4a6112193e0d68ac5bd296bf20"
        `);
    await queryRunner.query(`
            ALTER TABLE "telegram_links"
                RENAME TO "temporary_telegram_links"
        `);
    await queryRunner.query(`
            CREATE TABLE "telegram_links" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "chat_id" varchar(32) NOT NULL,
                "linked_at" datetime(6) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "telegram_links"("id", "user_id", "chat_id", "linked_at")
            SELECT "id",
                "user_id",
                "chat_id",
                "linked_at"
            FROM "temporary_telegram_links"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_telegram_links"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_15c55465df44f5720fe056b0cb" ON "telegram_links" ("chat_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_4a6112193e0d68ac5bd296bf20" ON "telegram_links" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_fcd3f0e1643399fb09d52efba5"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9f8d9b95f22df11b5d59b32792"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_2b00e748c7c5c76b01af9d46bc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e0dc7565b14f7f1689c13f064c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7e7dfeb2443a15baf25cf40a01"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e9d11e6a40337adc86703e3b03"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_658cd759a8070810d59e55e0eb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e0b62112475d21ab7b83ab60a5"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7d7b058c549aac7b19144d5065"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_68d2bbf275158e4a4d7dea8d5c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_84c319268a6c9c8d08865e680d"
        `);
    await queryRunner.query(`
            ALTER TABLE "orders"
                RENAME TO "temporary_orders"
        `);
    await queryRunner.query(`
            CREATE TABLE "orders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "payment_method" varchar(10) NOT NULL,
                "status" varchar(20) NOT NULL,
                "total_cost" decimal(10, 2) NOT NULL,
                "first_name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "last_name" varchar(100) NOT NULL,
                "contact_phone" varchar(20) NOT NULL,
                "contact_email" varchar(254),
                "delivery_address" varchar(500),
                "checkout_key" varchar(64) NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "delivery_at" datetime,
                "delivery_method" varchar(10) NOT NULL DEFAULT ('delivery'),
                "delivery_distance_km" integer NOT NULL DEFAULT (0),
                "delivery_cost" decimal(10, 2) NOT NULL DEFAULT (0),
                "comment" varchar(1000),
                "cancellation_fee" decimal(10, 2) NOT NULL DEFAULT (0),
                "guests" integer,
                "pickup_address" varchar(500),
                "version" integer NOT NULL DEFAULT (1),
                "placed_at" datetime,
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "invoice_number" varchar(30),
                "deposit_percent" integer,
                "cancellation_terms" varchar(20) NOT NULL DEFAULT ('standard'),
                "exclude_allergens" varchar(200) NOT NULL DEFAULT (''),
                "vegetarian_guests" integer NOT NULL DEFAULT (0),
                "dietary_note" varchar(500),
                "driver_id" integer,
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key"),
                CONSTRAINT "FK_222cd7bf166a2d7a6aad9cdebee" FOREIGN KEY ("driver_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "orders"(
                    "id",
                    "user_id",
                    "payment_method",
                    "status",
                    "total_cost",
                    "first_name",
                    "surname",
                    "last_name",
                    "contact_phone",
                    "contact_email",
                    "delivery_address",
                    "checkout_key",
                    "date_created",
                    "date_updated",
                    "delivery_at",
                    "delivery_method",
                    "delivery_distance_km",
                    "delivery_cost",
                    "comment",
                    "cancellation_fee",
                    "guests",
                    "pickup_address",
                    "version",
                    "placed_at",
                    "payer_type",
                    "company_name",
                    "company_unp",
                    "company_address",
                    "company_account",
                    "company_bic",
                    "invoice_number",
                    "deposit_percent",
                    "cancellation_terms",
                    "exclude_allergens",
                    "vegetarian_guests",
                    "dietary_note",
                    "driver_id"
                )
            SELECT "id",
                "user_id",
                "payment_method",
                "status",
                "total_cost",
                "first_name",
                "surname",
                "last_name",
                "contact_phone",
                "contact_email",
                "delivery_address",
                "checkout_key",
                "date_created",
                "date_updated",
                "delivery_at",
                "delivery_method",
                "delivery_distance_km",
                "delivery_cost",
                "comment",
                "cancellation_fee",
                "guests",
                "pickup_address",
                "version",
                "placed_at",
                "payer_type",
                "company_name",
                "company_unp",
                "company_address",
                "company_account",
                "company_bic",
                "invoice_number",
                "deposit_percent",
                "cancellation_terms",
                "exclude_allergens",
                "vegetarian_guests",
                "dietary_note",
                "driver_id"
            FROM "temporary_orders"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_orders"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_fcd3f0e1643399fb09d52efba5" ON "orders" ("invoice_number")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9f8d9b95f22df11b5d59b32792" ON "orders" (
                "user_id",
                "status",
                "total_cost",
                "date_created"
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2b00e748c7c5c76b01af9d46bc" ON "orders" ("delivery_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e0dc7565b14f7f1689c13f064c" ON "orders" ("contact_phone")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7e7dfeb2443a15baf25cf40a01" ON "orders" ("date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e9d11e6a40337adc86703e3b03" ON "orders" ("payment_method", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_658cd759a8070810d59e55e0eb" ON "orders" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e0b62112475d21ab7b83ab60a5" ON "orders" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7d7b058c549aac7b19144d5065" ON "orders" ("total_cost")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_68d2bbf275158e4a4d7dea8d5c" ON "orders" ("date_created", "status", "total_cost")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_84c319268a6c9c8d08865e680d" ON "orders" ("driver_id", "delivery_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_outbox_due"
        `);
    await queryRunner.query(`
            ALTER TABLE "outbox"
                RENAME TO "temporary_outbox"
        `);
    await queryRunner.query(`
            CREATE TABLE "outbox" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "recipient" varchar(320) NOT NULL,
                "subject" varchar(500) NOT NULL,
                "content" json NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('pending'),
                "attempts" integer NOT NULL DEFAULT (0),
                "last_error" varchar(1000),
                "created_at" datetime(6) NOT NULL,
                "next_attempt_at" datetime(6) NOT NULL,
                "sent_at" datetime(6),
                "claimed_by" varchar(100),
                "claimed_until" datetime(6)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "outbox"(
                    "id",
                    "recipient",
                    "subject",
                    "content",
                    "status",
                    "attempts",
                    "last_error",
                    "created_at",
                    "next_attempt_at",
                    "sent_at",
                    "claimed_by",
                    "claimed_until"
                )
            SELECT "id",
                "recipient",
                "subject",
                "content",
                "status",
                "attempts",
                "last_error",
                "created_at",
                "next_attempt_at",
                "sent_at",
                "claimed_by",
                "claimed_until"
            FROM "temporary_outbox"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_outbox"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_outbox_due" ON "outbox" ("status", "next_attempt_at")
        `);
    await queryRunner.query(`
            DROP TABLE "telegram_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_532b57a5718f456fc307e7f519"
        `);
    await queryRunner.query(`
            DROP TABLE "telegram_notices"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_15c55465df44f5720fe056b0cb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_4a6112193e0d68ac5bd296bf20"
        `);
    await queryRunner.query(`
            DROP TABLE "telegram_links"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_64b7e3bb11a63156f18617d861"
        `);
    await queryRunner.query(`
            DROP TABLE "telegram_connect_codes"
        `);
  }
}
