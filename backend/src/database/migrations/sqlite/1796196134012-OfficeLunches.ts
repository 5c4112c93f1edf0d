import { MigrationInterface, QueryRunner } from 'typeorm';

export class OfficeLunches1796196134012 implements MigrationInterface {
  name = 'OfficeLunches1796196134012';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "lunch_contracts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "contact_user_id" integer NOT NULL,
                "contact_phone" varchar(12),
                "delivery_address" varchar(500) NOT NULL,
                "weekdays" varchar(20) NOT NULL DEFAULT ('1,2,3,4,5'),
                "delivery_time" varchar(5) NOT NULL,
                "headcount" integer NOT NULL,
                "price_per_person" decimal(10, 2) NOT NULL,
                "cutoff_time" varchar(5) NOT NULL DEFAULT ('10:00'),
                "late_charge_percent" integer NOT NULL DEFAULT (100),
                "po_number" varchar(100),
                "starts_on" varchar(10) NOT NULL,
                "ends_on" varchar(10),
                "status" varchar(10) NOT NULL DEFAULT ('active')
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3ec7fa2374a1ff50be4055fba9" ON "lunch_contracts" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_867c86697ef64b7da38c3c4596" ON "lunch_contracts" ("contact_user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_days" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "contract_id" integer NOT NULL,
                "day" varchar(10) NOT NULL,
                "headcount" integer,
                "set_name" varchar(100),
                "diet_note" varchar(300),
                "skipped" boolean NOT NULL DEFAULT (0),
                "outcome" varchar(10),
                "outcome_note" varchar(500),
                "order_id" integer,
                "price_per_person" decimal(10, 2),
                "late_charge" decimal(10, 2) NOT NULL DEFAULT (0)
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_lunch_days_day_contract" ON "lunch_days" ("day", "contract_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_lunch_days_contract_day" ON "lunch_days" ("contract_id", "day")
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_invoices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "contract_id" integer NOT NULL,
                "month" varchar(7) NOT NULL,
                "number" varchar(30) NOT NULL,
                "issued_day" varchar(10) NOT NULL,
                "due_day" varchar(10) NOT NULL,
                "delivered_days" integer NOT NULL,
                "delivered_total" decimal(10, 2) NOT NULL,
                "late_total" decimal(10, 2) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_1ea411e5c27f0d17f784a6ae37" ON "lunch_invoices" ("number")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_478bc39f67a2a90130a407d16d" ON "lunch_invoices" ("contract_id", "month")
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_invoice_reminders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "invoice_id" integer NOT NULL,
                "kind" varchar(20) NOT NULL,
                "due_day" varchar(10) NOT NULL,
                "sent_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eb86358ed48ac1c799744831b0" ON "lunch_invoice_reminders" ("invoice_id", "kind", "due_day")
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_menu_sets" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "day" varchar(10) NOT NULL,
                "position" integer NOT NULL,
                "name" varchar(100) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e63af92af19a2eab8c9a672f38" ON "lunch_menu_sets" ("day", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_menu_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "set_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "quantity_per_person" decimal(6, 2) NOT NULL,
                "position" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_42b7a3a5e6f2c64b45d5642a0e" ON "lunch_menu_lines" ("set_id", "position")
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
                "origin" varchar(10) NOT NULL DEFAULT ('shop'),
                "origin_id" integer,
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key"),
                CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION,
                CONSTRAINT "FK_222cd7bf166a2d7a6aad9cdebee" FOREIGN KEY ("driver_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
                    "driver_id",
                    "on_the_way_at"
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
                "driver_id",
                "on_the_way_at"
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
            CREATE INDEX "IDX_84c319268a6c9c8d08865e680d" ON "orders" ("driver_id", "delivery_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_593a5d9e855130f1aa3cce2160" ON "orders" ("origin", "origin_id", "delivery_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3ec7fa2374a1ff50be4055fba9"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_867c86697ef64b7da38c3c4596"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_lunch_contracts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "contact_user_id" integer NOT NULL,
                "contact_phone" varchar(12),
                "delivery_address" varchar(500) NOT NULL,
                "weekdays" varchar(20) NOT NULL DEFAULT ('1,2,3,4,5'),
                "delivery_time" varchar(5) NOT NULL,
                "headcount" integer NOT NULL,
                "price_per_person" decimal(10, 2) NOT NULL,
                "cutoff_time" varchar(5) NOT NULL DEFAULT ('10:00'),
                "late_charge_percent" integer NOT NULL DEFAULT (100),
                "po_number" varchar(100),
                "starts_on" varchar(10) NOT NULL,
                "ends_on" varchar(10),
                "status" varchar(10) NOT NULL DEFAULT ('active'),
                CONSTRAINT "FK_867c86697ef64b7da38c3c45962" FOREIGN KEY ("contact_user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_lunch_contracts"(
                    "id",
                    "date_created",
                    "date_updated",
                    "payer_type",
                    "company_name",
                    "company_unp",
                    "company_address",
                    "company_account",
                    "company_bic",
                    "contact_user_id",
                    "contact_phone",
                    "delivery_address",
                    "weekdays",
                    "delivery_time",
                    "headcount",
                    "price_per_person",
                    "cutoff_time",
                    "late_charge_percent",
                    "po_number",
                    "starts_on",
                    "ends_on",
                    "status"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "payer_type",
                "company_name",
                "company_unp",
                "company_address",
                "company_account",
                "company_bic",
                "contact_user_id",
                "contact_phone",
                "delivery_address",
                "weekdays",
                "delivery_time",
                "headcount",
                "price_per_person",
                "cutoff_time",
                "late_charge_percent",
                "po_number",
                "starts_on",
                "ends_on",
                "status"
            FROM "lunch_contracts"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_contracts"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_lunch_contracts"
                RENAME TO "lunch_contracts"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3ec7fa2374a1ff50be4055fba9" ON "lunch_contracts" ("status", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_867c86697ef64b7da38c3c4596" ON "lunch_contracts" ("contact_user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_lunch_days_day_contract"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_lunch_days_contract_day"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_lunch_days" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "contract_id" integer NOT NULL,
                "day" varchar(10) NOT NULL,
                "headcount" integer,
                "set_name" varchar(100),
                "diet_note" varchar(300),
                "skipped" boolean NOT NULL DEFAULT (0),
                "outcome" varchar(10),
                "outcome_note" varchar(500),
                "order_id" integer,
                "price_per_person" decimal(10, 2),
                "late_charge" decimal(10, 2) NOT NULL DEFAULT (0),
                CONSTRAINT "FK_82b1293f50b228a17f057d17f4d" FOREIGN KEY ("contract_id") REFERENCES "lunch_contracts" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_1c34e5019db54acad0487fe578d" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_lunch_days"(
                    "id",
                    "date_created",
                    "date_updated",
                    "contract_id",
                    "day",
                    "headcount",
                    "set_name",
                    "diet_note",
                    "skipped",
                    "outcome",
                    "outcome_note",
                    "order_id",
                    "price_per_person",
                    "late_charge"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "contract_id",
                "day",
                "headcount",
                "set_name",
                "diet_note",
                "skipped",
                "outcome",
                "outcome_note",
                "order_id",
                "price_per_person",
                "late_charge"
            FROM "lunch_days"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_days"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_lunch_days"
                RENAME TO "lunch_days"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_lunch_days_day_contract" ON "lunch_days" ("day", "contract_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_lunch_days_contract_day" ON "lunch_days" ("contract_id", "day")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1ea411e5c27f0d17f784a6ae37"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_478bc39f67a2a90130a407d16d"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_lunch_invoices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "contract_id" integer NOT NULL,
                "month" varchar(7) NOT NULL,
                "number" varchar(30) NOT NULL,
                "issued_day" varchar(10) NOT NULL,
                "due_day" varchar(10) NOT NULL,
                "delivered_days" integer NOT NULL,
                "delivered_total" decimal(10, 2) NOT NULL,
                "late_total" decimal(10, 2) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_3730041ce808b49d31dc30da288" FOREIGN KEY ("contract_id") REFERENCES "lunch_contracts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_lunch_invoices"(
                    "id",
                    "contract_id",
                    "month",
                    "number",
                    "issued_day",
                    "due_day",
                    "delivered_days",
                    "delivered_total",
                    "late_total",
                    "total",
                    "date_created"
                )
            SELECT "id",
                "contract_id",
                "month",
                "number",
                "issued_day",
                "due_day",
                "delivered_days",
                "delivered_total",
                "late_total",
                "total",
                "date_created"
            FROM "lunch_invoices"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_invoices"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_lunch_invoices"
                RENAME TO "lunch_invoices"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_1ea411e5c27f0d17f784a6ae37" ON "lunch_invoices" ("number")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_478bc39f67a2a90130a407d16d" ON "lunch_invoices" ("contract_id", "month")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eb86358ed48ac1c799744831b0"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_lunch_invoice_reminders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "invoice_id" integer NOT NULL,
                "kind" varchar(20) NOT NULL,
                "due_day" varchar(10) NOT NULL,
                "sent_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_0a355a9c883473e2ad67c7aed52" FOREIGN KEY ("invoice_id") REFERENCES "lunch_invoices" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_lunch_invoice_reminders"("id", "invoice_id", "kind", "due_day", "sent_at")
            SELECT "id",
                "invoice_id",
                "kind",
                "due_day",
                "sent_at"
            FROM "lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_lunch_invoice_reminders"
                RENAME TO "lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eb86358ed48ac1c799744831b0" ON "lunch_invoice_reminders" ("invoice_id", "kind", "due_day")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_42b7a3a5e6f2c64b45d5642a0e"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_lunch_menu_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "set_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "quantity_per_person" decimal(6, 2) NOT NULL,
                "position" integer NOT NULL,
                CONSTRAINT "FK_78ec1617a055ee082ce70509b03" FOREIGN KEY ("set_id") REFERENCES "lunch_menu_sets" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_55ea7a28cd581ef06aeb66749ab" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_lunch_menu_lines"(
                    "id",
                    "set_id",
                    "product_id",
                    "quantity_per_person",
                    "position"
                )
            SELECT "id",
                "set_id",
                "product_id",
                "quantity_per_person",
                "position"
            FROM "lunch_menu_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_menu_lines"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_lunch_menu_lines"
                RENAME TO "lunch_menu_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_42b7a3a5e6f2c64b45d5642a0e" ON "lunch_menu_lines" ("set_id", "position")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_42b7a3a5e6f2c64b45d5642a0e"
        `);
    await queryRunner.query(`
            ALTER TABLE "lunch_menu_lines"
                RENAME TO "temporary_lunch_menu_lines"
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_menu_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "set_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "quantity_per_person" decimal(6, 2) NOT NULL,
                "position" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "lunch_menu_lines"(
                    "id",
                    "set_id",
                    "product_id",
                    "quantity_per_person",
                    "position"
                )
            SELECT "id",
                "set_id",
                "product_id",
                "quantity_per_person",
                "position"
            FROM "temporary_lunch_menu_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_lunch_menu_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_42b7a3a5e6f2c64b45d5642a0e" ON "lunch_menu_lines" ("set_id", "position")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eb86358ed48ac1c799744831b0"
        `);
    await queryRunner.query(`
            ALTER TABLE "lunch_invoice_reminders"
                RENAME TO "temporary_lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_invoice_reminders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "invoice_id" integer NOT NULL,
                "kind" varchar(20) NOT NULL,
                "due_day" varchar(10) NOT NULL,
                "sent_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "lunch_invoice_reminders"("id", "invoice_id", "kind", "due_day", "sent_at")
            SELECT "id",
                "invoice_id",
                "kind",
                "due_day",
                "sent_at"
            FROM "temporary_lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eb86358ed48ac1c799744831b0" ON "lunch_invoice_reminders" ("invoice_id", "kind", "due_day")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_478bc39f67a2a90130a407d16d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1ea411e5c27f0d17f784a6ae37"
        `);
    await queryRunner.query(`
            ALTER TABLE "lunch_invoices"
                RENAME TO "temporary_lunch_invoices"
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_invoices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "contract_id" integer NOT NULL,
                "month" varchar(7) NOT NULL,
                "number" varchar(30) NOT NULL,
                "issued_day" varchar(10) NOT NULL,
                "due_day" varchar(10) NOT NULL,
                "delivered_days" integer NOT NULL,
                "delivered_total" decimal(10, 2) NOT NULL,
                "late_total" decimal(10, 2) NOT NULL,
                "total" decimal(10, 2) NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "lunch_invoices"(
                    "id",
                    "contract_id",
                    "month",
                    "number",
                    "issued_day",
                    "due_day",
                    "delivered_days",
                    "delivered_total",
                    "late_total",
                    "total",
                    "date_created"
                )
            SELECT "id",
                "contract_id",
                "month",
                "number",
                "issued_day",
                "due_day",
                "delivered_days",
                "delivered_total",
                "late_total",
                "total",
                "date_created"
            FROM "temporary_lunch_invoices"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_lunch_invoices"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_478bc39f67a2a90130a407d16d" ON "lunch_invoices" ("contract_id", "month")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_1ea411e5c27f0d17f784a6ae37" ON "lunch_invoices" ("number")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_lunch_days_contract_day"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_lunch_days_day_contract"
        `);
    await queryRunner.query(`
            ALTER TABLE "lunch_days"
                RENAME TO "temporary_lunch_days"
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_days" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "contract_id" integer NOT NULL,
                "day" varchar(10) NOT NULL,
                "headcount" integer,
                "set_name" varchar(100),
                "diet_note" varchar(300),
                "skipped" boolean NOT NULL DEFAULT (0),
                "outcome" varchar(10),
                "outcome_note" varchar(500),
                "order_id" integer,
                "price_per_person" decimal(10, 2),
                "late_charge" decimal(10, 2) NOT NULL DEFAULT (0)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "lunch_days"(
                    "id",
                    "date_created",
                    "date_updated",
                    "contract_id",
                    "day",
                    "headcount",
                    "set_name",
                    "diet_note",
                    "skipped",
                    "outcome",
                    "outcome_note",
                    "order_id",
                    "price_per_person",
                    "late_charge"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "contract_id",
                "day",
                "headcount",
                "set_name",
                "diet_note",
                "skipped",
                "outcome",
                "outcome_note",
                "order_id",
                "price_per_person",
                "late_charge"
            FROM "temporary_lunch_days"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_lunch_days"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_lunch_days_contract_day" ON "lunch_days" ("contract_id", "day")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_lunch_days_day_contract" ON "lunch_days" ("day", "contract_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_867c86697ef64b7da38c3c4596"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3ec7fa2374a1ff50be4055fba9"
        `);
    await queryRunner.query(`
            ALTER TABLE "lunch_contracts"
                RENAME TO "temporary_lunch_contracts"
        `);
    await queryRunner.query(`
            CREATE TABLE "lunch_contracts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "payer_type" varchar(10) NOT NULL DEFAULT ('person'),
                "company_name" varchar(300),
                "company_unp" varchar(9),
                "company_address" varchar(500),
                "company_account" varchar(28),
                "company_bic" varchar(11),
                "contact_user_id" integer NOT NULL,
                "contact_phone" varchar(12),
                "delivery_address" varchar(500) NOT NULL,
                "weekdays" varchar(20) NOT NULL DEFAULT ('1,2,3,4,5'),
                "delivery_time" varchar(5) NOT NULL,
                "headcount" integer NOT NULL,
                "price_per_person" decimal(10, 2) NOT NULL,
                "cutoff_time" varchar(5) NOT NULL DEFAULT ('10:00'),
                "late_charge_percent" integer NOT NULL DEFAULT (100),
                "po_number" varchar(100),
                "starts_on" varchar(10) NOT NULL,
                "ends_on" varchar(10),
                "status" varchar(10) NOT NULL DEFAULT ('active')
            )
        `);
    await queryRunner.query(`
            INSERT INTO "lunch_contracts"(
                    "id",
                    "date_created",
                    "date_updated",
                    "payer_type",
                    "company_name",
                    "company_unp",
                    "company_address",
                    "company_account",
                    "company_bic",
                    "contact_user_id",
                    "contact_phone",
                    "delivery_address",
                    "weekdays",
                    "delivery_time",
                    "headcount",
                    "price_per_person",
                    "cutoff_time",
                    "late_charge_percent",
                    "po_number",
                    "starts_on",
                    "ends_on",
                    "status"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "payer_type",
                "company_name",
                "company_unp",
                "company_address",
                "company_account",
                "company_bic",
                "contact_user_id",
                "contact_phone",
                "delivery_address",
                "weekdays",
                "delivery_time",
                "headcount",
                "price_per_person",
                "cutoff_time",
                "late_charge_percent",
                "po_number",
                "starts_on",
                "ends_on",
                "status"
            FROM "temporary_lunch_contracts"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_lunch_contracts"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_867c86697ef64b7da38c3c4596" ON "lunch_contracts" ("contact_user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3ec7fa2374a1ff50be4055fba9" ON "lunch_contracts" ("status", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_593a5d9e855130f1aa3cce2160"
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
                "on_the_way_at" datetime(6),
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key"),
                CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION,
                CONSTRAINT "FK_222cd7bf166a2d7a6aad9cdebee" FOREIGN KEY ("driver_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
                    "driver_id",
                    "on_the_way_at"
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
                "driver_id",
                "on_the_way_at"
            FROM "temporary_orders"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_orders"
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
            DROP INDEX "IDX_42b7a3a5e6f2c64b45d5642a0e"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_menu_lines"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e63af92af19a2eab8c9a672f38"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_menu_sets"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eb86358ed48ac1c799744831b0"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_invoice_reminders"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_478bc39f67a2a90130a407d16d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1ea411e5c27f0d17f784a6ae37"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_invoices"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_lunch_days_contract_day"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_lunch_days_day_contract"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_days"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_867c86697ef64b7da38c3c4596"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3ec7fa2374a1ff50be4055fba9"
        `);
    await queryRunner.query(`
            DROP TABLE "lunch_contracts"
        `);
  }
}
