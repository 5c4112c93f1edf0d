import { MigrationInterface, QueryRunner } from 'typeorm';

export class DietAndQuoteTerms1795817392859 implements MigrationInterface {
  name = 'DietAndQuoteTerms1795817392859';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key"),
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
                    "deposit_percent"
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
                "deposit_percent"
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
            DROP INDEX "IDX_30301892199df3f5ee99dfcd63"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b6ccdd7d060374bc4d4f5ecd33"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_2a4ea0080603269bbf1e4a7b4d"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_enquiries" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "user_id" integer,
                "status" varchar(20) NOT NULL,
                "event_at" datetime(6) NOT NULL,
                "guests" integer NOT NULL,
                "format_code" varchar(40) NOT NULL,
                "format_name" varchar(100) NOT NULL,
                "budget_per_guest" decimal(10, 2),
                "delivery_method" varchar(10) NOT NULL,
                "delivery_address" varchar(500),
                "delivery_distance_km" integer NOT NULL DEFAULT (0),
                "contact_name" varchar(100) NOT NULL,
                "contact_phone" varchar(20) NOT NULL,
                "contact_email" varchar(254) NOT NULL,
                "company_name" varchar(200),
                "comment" text,
                "order_id" integer,
                "exclude_allergens" varchar(200) NOT NULL DEFAULT (''),
                "vegetarian_guests" integer NOT NULL DEFAULT (0),
                "dietary_note" varchar(500),
                CONSTRAINT "FK_2077a896e71f82a141f1dcdb9cb" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_583f1382114e85fc394c1f1bbb5" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_enquiries"(
                    "id",
                    "date_created",
                    "date_updated",
                    "user_id",
                    "status",
                    "event_at",
                    "guests",
                    "format_code",
                    "format_name",
                    "budget_per_guest",
                    "delivery_method",
                    "delivery_address",
                    "delivery_distance_km",
                    "contact_name",
                    "contact_phone",
                    "contact_email",
                    "company_name",
                    "comment",
                    "order_id"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "user_id",
                "status",
                "event_at",
                "guests",
                "format_code",
                "format_name",
                "budget_per_guest",
                "delivery_method",
                "delivery_address",
                "delivery_distance_km",
                "contact_name",
                "contact_phone",
                "contact_email",
                "company_name",
                "comment",
                "order_id"
            FROM "enquiries"
        `);
    await queryRunner.query(`
            DROP TABLE "enquiries"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_enquiries"
                RENAME TO "enquiries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_30301892199df3f5ee99dfcd63" ON "enquiries" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b6ccdd7d060374bc4d4f5ecd33" ON "enquiries" ("event_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2a4ea0080603269bbf1e4a7b4d" ON "enquiries" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_cb3d9b05b2bcec312a07f4c59e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5b208e31d6f201cd6410a805eb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a2dae2ae2a2a446e58f5c9ba34"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6d9a31ac1d5b08a975fde735a4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_45cce5cf93f4ca037e954650fc"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_quotes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "token" varchar(32) NOT NULL,
                "version" integer NOT NULL DEFAULT (1),
                "previous_id" integer,
                "replaced_by_id" integer,
                "status" varchar(20) NOT NULL,
                "enquiry_id" integer,
                "user_id" integer,
                "contact_name" varchar(100) NOT NULL,
                "contact_email" varchar(254) NOT NULL,
                "contact_phone" varchar(20) NOT NULL,
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "event_at" datetime(6) NOT NULL,
                "guests" integer NOT NULL,
                "format_code" varchar(40),
                "format_name" varchar(100),
                "delivery_method" varchar(10) NOT NULL,
                "delivery_address" varchar(500),
                "delivery_distance_km" integer NOT NULL DEFAULT (0),
                "delivery_cost" decimal(10, 2) NOT NULL,
                "discount_amount" decimal(10, 2),
                "discount_percent" decimal(5, 2),
                "items_total" decimal(10, 2) NOT NULL,
                "services_total" decimal(10, 2) NOT NULL,
                "discount_total" decimal(10, 2) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "valid_until" varchar(10) NOT NULL,
                "deposit_percent" integer NOT NULL,
                "terms" text,
                "internal_note" text,
                "sent_at" datetime(6),
                "accepted_at" datetime(6),
                "order_id" integer,
                "cancellation_terms" varchar(20) NOT NULL DEFAULT ('deposit_kept'),
                "comment" text,
                "change_request" text,
                "exclude_allergens" varchar(200) NOT NULL DEFAULT (''),
                "vegetarian_guests" integer NOT NULL DEFAULT (0),
                "dietary_note" varchar(500),
                CONSTRAINT "FK_6c1d3411164492cdfcb1473749c" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_adc561cc8195c80ec2eee9cee47" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_a2dae2ae2a2a446e58f5c9ba34a" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_quotes"(
                    "id",
                    "date_created",
                    "date_updated",
                    "token",
                    "version",
                    "previous_id",
                    "replaced_by_id",
                    "status",
                    "enquiry_id",
                    "user_id",
                    "contact_name",
                    "contact_email",
                    "contact_phone",
                    "payer_type",
                    "company_name",
                    "company_unp",
                    "company_address",
                    "company_account",
                    "company_bic",
                    "event_at",
                    "guests",
                    "format_code",
                    "format_name",
                    "delivery_method",
                    "delivery_address",
                    "delivery_distance_km",
                    "delivery_cost",
                    "discount_amount",
                    "discount_percent",
                    "items_total",
                    "services_total",
                    "discount_total",
                    "total",
                    "valid_until",
                    "deposit_percent",
                    "terms",
                    "internal_note",
                    "sent_at",
                    "accepted_at",
                    "order_id"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "token",
                "version",
                "previous_id",
                "replaced_by_id",
                "status",
                "enquiry_id",
                "user_id",
                "contact_name",
                "contact_email",
                "contact_phone",
                "payer_type",
                "company_name",
                "company_unp",
                "company_address",
                "company_account",
                "company_bic",
                "event_at",
                "guests",
                "format_code",
                "format_name",
                "delivery_method",
                "delivery_address",
                "delivery_distance_km",
                "delivery_cost",
                "discount_amount",
                "discount_percent",
                "items_total",
                "services_total",
                "discount_total",
                "total",
                "valid_until",
                "deposit_percent",
                "terms",
                "internal_note",
                "sent_at",
                "accepted_at",
                "order_id"
            FROM "quotes"
        `);
    await queryRunner.query(`
            DROP TABLE "quotes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_quotes"
                RENAME TO "quotes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_cb3d9b05b2bcec312a07f4c59e" ON "quotes" ("status", "valid_until")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5b208e31d6f201cd6410a805eb" ON "quotes" ("event_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a2dae2ae2a2a446e58f5c9ba34" ON "quotes" ("enquiry_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6d9a31ac1d5b08a975fde735a4" ON "quotes" ("contact_email")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_45cce5cf93f4ca037e954650fc" ON "quotes" ("token")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_45cce5cf93f4ca037e954650fc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6d9a31ac1d5b08a975fde735a4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a2dae2ae2a2a446e58f5c9ba34"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5b208e31d6f201cd6410a805eb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_cb3d9b05b2bcec312a07f4c59e"
        `);
    await queryRunner.query(`
            ALTER TABLE "quotes"
                RENAME TO "temporary_quotes"
        `);
    await queryRunner.query(`
            CREATE TABLE "quotes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "token" varchar(32) NOT NULL,
                "version" integer NOT NULL DEFAULT (1),
                "previous_id" integer,
                "replaced_by_id" integer,
                "status" varchar(20) NOT NULL,
                "enquiry_id" integer,
                "user_id" integer,
                "contact_name" varchar(100) NOT NULL,
                "contact_email" varchar(254) NOT NULL,
                "contact_phone" varchar(20) NOT NULL,
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "event_at" datetime(6) NOT NULL,
                "guests" integer NOT NULL,
                "format_code" varchar(40),
                "format_name" varchar(100),
                "delivery_method" varchar(10) NOT NULL,
                "delivery_address" varchar(500),
                "delivery_distance_km" integer NOT NULL DEFAULT (0),
                "delivery_cost" decimal(10, 2) NOT NULL,
                "discount_amount" decimal(10, 2),
                "discount_percent" decimal(5, 2),
                "items_total" decimal(10, 2) NOT NULL,
                "services_total" decimal(10, 2) NOT NULL,
                "discount_total" decimal(10, 2) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "valid_until" varchar(10) NOT NULL,
                "deposit_percent" integer NOT NULL,
                "terms" text,
                "internal_note" text,
                "sent_at" datetime(6),
                "accepted_at" datetime(6),
                "order_id" integer,
                CONSTRAINT "FK_6c1d3411164492cdfcb1473749c" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_adc561cc8195c80ec2eee9cee47" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_a2dae2ae2a2a446e58f5c9ba34a" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "quotes"(
                    "id",
                    "date_created",
                    "date_updated",
                    "token",
                    "version",
                    "previous_id",
                    "replaced_by_id",
                    "status",
                    "enquiry_id",
                    "user_id",
                    "contact_name",
                    "contact_email",
                    "contact_phone",
                    "payer_type",
                    "company_name",
                    "company_unp",
                    "company_address",
                    "company_account",
                    "company_bic",
                    "event_at",
                    "guests",
                    "format_code",
                    "format_name",
                    "delivery_method",
                    "delivery_address",
                    "delivery_distance_km",
                    "delivery_cost",
                    "discount_amount",
                    "discount_percent",
                    "items_total",
                    "services_total",
                    "discount_total",
                    "total",
                    "valid_until",
                    "deposit_percent",
                    "terms",
                    "internal_note",
                    "sent_at",
                    "accepted_at",
                    "order_id"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "token",
                "version",
                "previous_id",
                "replaced_by_id",
                "status",
                "enquiry_id",
                "user_id",
                "contact_name",
                "contact_email",
                "contact_phone",
                "payer_type",
                "company_name",
                "company_unp",
                "company_address",
                "company_account",
                "company_bic",
                "event_at",
                "guests",
                "format_code",
                "format_name",
                "delivery_method",
                "delivery_address",
                "delivery_distance_km",
                "delivery_cost",
                "discount_amount",
                "discount_percent",
                "items_total",
                "services_total",
                "discount_total",
                "total",
                "valid_until",
                "deposit_percent",
                "terms",
                "internal_note",
                "sent_at",
                "accepted_at",
                "order_id"
            FROM "temporary_quotes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_quotes"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_45cce5cf93f4ca037e954650fc" ON "quotes" ("token")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6d9a31ac1d5b08a975fde735a4" ON "quotes" ("contact_email")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a2dae2ae2a2a446e58f5c9ba34" ON "quotes" ("enquiry_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5b208e31d6f201cd6410a805eb" ON "quotes" ("event_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_cb3d9b05b2bcec312a07f4c59e" ON "quotes" ("status", "valid_until")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_2a4ea0080603269bbf1e4a7b4d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b6ccdd7d060374bc4d4f5ecd33"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_30301892199df3f5ee99dfcd63"
        `);
    await queryRunner.query(`
            ALTER TABLE "enquiries"
                RENAME TO "temporary_enquiries"
        `);
    await queryRunner.query(`
            CREATE TABLE "enquiries" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "user_id" integer,
                "status" varchar(20) NOT NULL,
                "event_at" datetime(6) NOT NULL,
                "guests" integer NOT NULL,
                "format_code" varchar(40) NOT NULL,
                "format_name" varchar(100) NOT NULL,
                "budget_per_guest" decimal(10, 2),
                "delivery_method" varchar(10) NOT NULL,
                "delivery_address" varchar(500),
                "delivery_distance_km" integer NOT NULL DEFAULT (0),
                "contact_name" varchar(100) NOT NULL,
                "contact_phone" varchar(20) NOT NULL,
                "contact_email" varchar(254) NOT NULL,
                "company_name" varchar(200),
                "comment" text,
                "order_id" integer,
                CONSTRAINT "FK_2077a896e71f82a141f1dcdb9cb" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_583f1382114e85fc394c1f1bbb5" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "enquiries"(
                    "id",
                    "date_created",
                    "date_updated",
                    "user_id",
                    "status",
                    "event_at",
                    "guests",
                    "format_code",
                    "format_name",
                    "budget_per_guest",
                    "delivery_method",
                    "delivery_address",
                    "delivery_distance_km",
                    "contact_name",
                    "contact_phone",
                    "contact_email",
                    "company_name",
                    "comment",
                    "order_id"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "user_id",
                "status",
                "event_at",
                "guests",
                "format_code",
                "format_name",
                "budget_per_guest",
                "delivery_method",
                "delivery_address",
                "delivery_distance_km",
                "contact_name",
                "contact_phone",
                "contact_email",
                "company_name",
                "comment",
                "order_id"
            FROM "temporary_enquiries"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_enquiries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2a4ea0080603269bbf1e4a7b4d" ON "enquiries" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b6ccdd7d060374bc4d4f5ecd33" ON "enquiries" ("event_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_30301892199df3f5ee99dfcd63" ON "enquiries" ("status", "date_created")
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
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key"),
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
                    "deposit_percent"
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
                "deposit_percent"
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
  }
}
