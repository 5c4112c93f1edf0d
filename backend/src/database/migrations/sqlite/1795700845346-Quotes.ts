import { MigrationInterface, QueryRunner } from 'typeorm';

export class Quotes1795700845346 implements MigrationInterface {
  name = 'Quotes1795700845346';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                "order_id" integer
            )
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
            CREATE TABLE "quote_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "quote_id" integer NOT NULL,
                "position" integer NOT NULL,
                "kind" varchar(10) NOT NULL,
                "product_id" integer,
                "category_name" varchar(200),
                "name" varchar(200) NOT NULL,
                "unit" varchar(20),
                "quantity" integer NOT NULL,
                "unit_price" decimal(10, 2) NOT NULL,
                "catalogue_price" decimal(10, 2),
                "people_numbers" integer
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_46e8edd92c3871a3365657eb46" ON "quote_lines" ("quote_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "quote_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "quote_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "note" text,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0050ea19f0e7d58689e3277d59" ON "quote_status_changes" ("quote_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_145532db85752b29c57d2b7b1f"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_order_items" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "product_id" integer,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "image_path" varchar(255),
                "product_cost" decimal(10, 2) NOT NULL,
                "quantity" integer NOT NULL,
                "kind" varchar(10) NOT NULL DEFAULT ('dish'),
                "unit" varchar(20),
                CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_order_items"(
                    "id",
                    "order_id",
                    "product_id",
                    "name",
                    "description",
                    "image_path",
                    "product_cost",
                    "quantity"
                )
            SELECT "id",
                "order_id",
                "product_id",
                "name",
                "description",
                "image_path",
                "product_cost",
                "quantity"
            FROM "order_items"
        `);
    await queryRunner.query(`
            DROP TABLE "order_items"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_order_items"
                RENAME TO "order_items"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_145532db85752b29c57d2b7b1f" ON "order_items" ("order_id")
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
                    "invoice_number"
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
                "invoice_number"
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
            CREATE TABLE "temporary_payment_settings" (
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
            INSERT INTO "temporary_payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix"
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
                CONSTRAINT "FK_a2dae2ae2a2a446e58f5c9ba34a" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_adc561cc8195c80ec2eee9cee47" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_6c1d3411164492cdfcb1473749c" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
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
            DROP INDEX "IDX_46e8edd92c3871a3365657eb46"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_quote_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "quote_id" integer NOT NULL,
                "position" integer NOT NULL,
                "kind" varchar(10) NOT NULL,
                "product_id" integer,
                "category_name" varchar(200),
                "name" varchar(200) NOT NULL,
                "unit" varchar(20),
                "quantity" integer NOT NULL,
                "unit_price" decimal(10, 2) NOT NULL,
                "catalogue_price" decimal(10, 2),
                "people_numbers" integer,
                CONSTRAINT "FK_0338d96b421976a57a640570a38" FOREIGN KEY ("quote_id") REFERENCES "quotes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_d46678ba860b7704df2d822dc63" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_quote_lines"(
                    "id",
                    "quote_id",
                    "position",
                    "kind",
                    "product_id",
                    "category_name",
                    "name",
                    "unit",
                    "quantity",
                    "unit_price",
                    "catalogue_price",
                    "people_numbers"
                )
            SELECT "id",
                "quote_id",
                "position",
                "kind",
                "product_id",
                "category_name",
                "name",
                "unit",
                "quantity",
                "unit_price",
                "catalogue_price",
                "people_numbers"
            FROM "quote_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "quote_lines"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_quote_lines"
                RENAME TO "quote_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_46e8edd92c3871a3365657eb46" ON "quote_lines" ("quote_id", "position")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0050ea19f0e7d58689e3277d59"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_quote_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "quote_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "note" text,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_773b7a310e61e89f4e1b30e92cb" FOREIGN KEY ("quote_id") REFERENCES "quotes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_quote_status_changes"(
                    "id",
                    "quote_id",
                    "from_status",
                    "to_status",
                    "note",
                    "changed_by_id",
                    "changed_by_email",
                    "date_created"
                )
            SELECT "id",
                "quote_id",
                "from_status",
                "to_status",
                "note",
                "changed_by_id",
                "changed_by_email",
                "date_created"
            FROM "quote_status_changes"
        `);
    await queryRunner.query(`
            DROP TABLE "quote_status_changes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_quote_status_changes"
                RENAME TO "quote_status_changes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0050ea19f0e7d58689e3277d59" ON "quote_status_changes" ("quote_id", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_0050ea19f0e7d58689e3277d59"
        `);
    await queryRunner.query(`
            ALTER TABLE "quote_status_changes"
                RENAME TO "temporary_quote_status_changes"
        `);
    await queryRunner.query(`
            CREATE TABLE "quote_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "quote_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "note" text,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "quote_status_changes"(
                    "id",
                    "quote_id",
                    "from_status",
                    "to_status",
                    "note",
                    "changed_by_id",
                    "changed_by_email",
                    "date_created"
                )
            SELECT "id",
                "quote_id",
                "from_status",
                "to_status",
                "note",
                "changed_by_id",
                "changed_by_email",
                "date_created"
            FROM "temporary_quote_status_changes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_quote_status_changes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0050ea19f0e7d58689e3277d59" ON "quote_status_changes" ("quote_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_46e8edd92c3871a3365657eb46"
        `);
    await queryRunner.query(`
            ALTER TABLE "quote_lines"
                RENAME TO "temporary_quote_lines"
        `);
    await queryRunner.query(`
            CREATE TABLE "quote_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "quote_id" integer NOT NULL,
                "position" integer NOT NULL,
                "kind" varchar(10) NOT NULL,
                "product_id" integer,
                "category_name" varchar(200),
                "name" varchar(200) NOT NULL,
                "unit" varchar(20),
                "quantity" integer NOT NULL,
                "unit_price" decimal(10, 2) NOT NULL,
                "catalogue_price" decimal(10, 2),
                "people_numbers" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "quote_lines"(
                    "id",
                    "quote_id",
                    "position",
                    "kind",
                    "product_id",
                    "category_name",
                    "name",
                    "unit",
                    "quantity",
                    "unit_price",
                    "catalogue_price",
                    "people_numbers"
                )
            SELECT "id",
                "quote_id",
                "position",
                "kind",
                "product_id",
                "category_name",
                "name",
                "unit",
                "quantity",
                "unit_price",
                "catalogue_price",
                "people_numbers"
            FROM "temporary_quote_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_quote_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_46e8edd92c3871a3365657eb46" ON "quote_lines" ("quote_id", "position")
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
                "order_id" integer
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
                "invoice_prefix" varchar(10) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix"
            FROM "temporary_payment_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_payment_settings"
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
                    "invoice_number"
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
                "invoice_number"
            FROM "temporary_orders"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_orders"
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
            DROP INDEX "IDX_145532db85752b29c57d2b7b1f"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_items"
                RENAME TO "temporary_order_items"
        `);
    await queryRunner.query(`
            CREATE TABLE "order_items" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "product_id" integer,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "image_path" varchar(255),
                "product_cost" decimal(10, 2) NOT NULL,
                "quantity" integer NOT NULL,
                CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "order_items"(
                    "id",
                    "order_id",
                    "product_id",
                    "name",
                    "description",
                    "image_path",
                    "product_cost",
                    "quantity"
                )
            SELECT "id",
                "order_id",
                "product_id",
                "name",
                "description",
                "image_path",
                "product_cost",
                "quantity"
            FROM "temporary_order_items"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_order_items"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_145532db85752b29c57d2b7b1f" ON "order_items" ("order_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0050ea19f0e7d58689e3277d59"
        `);
    await queryRunner.query(`
            DROP TABLE "quote_status_changes"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_46e8edd92c3871a3365657eb46"
        `);
    await queryRunner.query(`
            DROP TABLE "quote_lines"
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
            DROP TABLE "quotes"
        `);
  }
}
