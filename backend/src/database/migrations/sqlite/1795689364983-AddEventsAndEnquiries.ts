import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddEventsAndEnquiries1795689364983 implements MigrationInterface {
  name = 'AddEventsAndEnquiries1795689364983';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                "order_id" integer
            )
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
            CREATE TABLE "enquiry_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "enquiry_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "category_id" integer NOT NULL,
                "name" varchar(200) NOT NULL,
                "unit_price" decimal(10, 2) NOT NULL,
                "people_numbers" integer NOT NULL,
                "quantity" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_23f7a77a916c9268313139e5a8" ON "enquiry_lines" ("enquiry_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "enquiry_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "enquiry_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "note" text,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_417ff9c5247ab3886a6b121a67" ON "enquiry_status_changes" ("enquiry_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_formats" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "code" varchar(40) NOT NULL,
                "name" varchar(100) NOT NULL,
                "description" text NOT NULL,
                "min_guests" integer NOT NULL DEFAULT (1),
                "position" integer NOT NULL DEFAULT (1)
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_86548461bb338a3e345e465a7c" ON "event_formats" ("code")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_format_categories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "format_id" integer NOT NULL,
                "category_id" integer NOT NULL,
                "portions_per_guest" decimal(4, 2) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_987d41ff1ea4ba17b97e6c1840" ON "event_format_categories" ("format_id", "category_id")
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
                CONSTRAINT "FK_583f1382114e85fc394c1f1bbb5" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_2077a896e71f82a141f1dcdb9cb" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE
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
            CREATE INDEX "IDX_2a4ea0080603269bbf1e4a7b4d" ON "enquiries" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b6ccdd7d060374bc4d4f5ecd33" ON "enquiries" ("event_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_30301892199df3f5ee99dfcd63" ON "enquiries" ("status", "date_created")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_23f7a77a916c9268313139e5a8"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_enquiry_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "enquiry_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "category_id" integer NOT NULL,
                "name" varchar(200) NOT NULL,
                "unit_price" decimal(10, 2) NOT NULL,
                "people_numbers" integer NOT NULL,
                "quantity" integer NOT NULL,
                CONSTRAINT "FK_af7ddac0a2ac7a206c603210d7d" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_enquiry_lines"(
                    "id",
                    "enquiry_id",
                    "product_id",
                    "category_id",
                    "name",
                    "unit_price",
                    "people_numbers",
                    "quantity"
                )
            SELECT "id",
                "enquiry_id",
                "product_id",
                "category_id",
                "name",
                "unit_price",
                "people_numbers",
                "quantity"
            FROM "enquiry_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "enquiry_lines"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_enquiry_lines"
                RENAME TO "enquiry_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_23f7a77a916c9268313139e5a8" ON "enquiry_lines" ("enquiry_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_417ff9c5247ab3886a6b121a67"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_enquiry_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "enquiry_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "note" text,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_b60a7d5c83bf9ec22862d0c00f6" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_enquiry_status_changes"(
                    "id",
                    "enquiry_id",
                    "from_status",
                    "to_status",
                    "note",
                    "changed_by_id",
                    "changed_by_email",
                    "date_created"
                )
            SELECT "id",
                "enquiry_id",
                "from_status",
                "to_status",
                "note",
                "changed_by_id",
                "changed_by_email",
                "date_created"
            FROM "enquiry_status_changes"
        `);
    await queryRunner.query(`
            DROP TABLE "enquiry_status_changes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_enquiry_status_changes"
                RENAME TO "enquiry_status_changes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_417ff9c5247ab3886a6b121a67" ON "enquiry_status_changes" ("enquiry_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_987d41ff1ea4ba17b97e6c1840"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_event_format_categories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "format_id" integer NOT NULL,
                "category_id" integer NOT NULL,
                "portions_per_guest" decimal(4, 2) NOT NULL,
                CONSTRAINT "FK_47f529aa95eb2ccb1004a2e80b9" FOREIGN KEY ("format_id") REFERENCES "event_formats" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_d6173f733ddb89c78a4e5b9fcfe" FOREIGN KEY ("category_id") REFERENCES "categories" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_event_format_categories"(
                    "id",
                    "format_id",
                    "category_id",
                    "portions_per_guest"
                )
            SELECT "id",
                "format_id",
                "category_id",
                "portions_per_guest"
            FROM "event_format_categories"
        `);
    await queryRunner.query(`
            DROP TABLE "event_format_categories"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_event_format_categories"
                RENAME TO "event_format_categories"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_987d41ff1ea4ba17b97e6c1840" ON "event_format_categories" ("format_id", "category_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_987d41ff1ea4ba17b97e6c1840"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_format_categories"
                RENAME TO "temporary_event_format_categories"
        `);
    await queryRunner.query(`
            CREATE TABLE "event_format_categories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "format_id" integer NOT NULL,
                "category_id" integer NOT NULL,
                "portions_per_guest" decimal(4, 2) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "event_format_categories"(
                    "id",
                    "format_id",
                    "category_id",
                    "portions_per_guest"
                )
            SELECT "id",
                "format_id",
                "category_id",
                "portions_per_guest"
            FROM "temporary_event_format_categories"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_event_format_categories"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_987d41ff1ea4ba17b97e6c1840" ON "event_format_categories" ("format_id", "category_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_417ff9c5247ab3886a6b121a67"
        `);
    await queryRunner.query(`
            ALTER TABLE "enquiry_status_changes"
                RENAME TO "temporary_enquiry_status_changes"
        `);
    await queryRunner.query(`
            CREATE TABLE "enquiry_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "enquiry_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "note" text,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "enquiry_status_changes"(
                    "id",
                    "enquiry_id",
                    "from_status",
                    "to_status",
                    "note",
                    "changed_by_id",
                    "changed_by_email",
                    "date_created"
                )
            SELECT "id",
                "enquiry_id",
                "from_status",
                "to_status",
                "note",
                "changed_by_id",
                "changed_by_email",
                "date_created"
            FROM "temporary_enquiry_status_changes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_enquiry_status_changes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_417ff9c5247ab3886a6b121a67" ON "enquiry_status_changes" ("enquiry_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_23f7a77a916c9268313139e5a8"
        `);
    await queryRunner.query(`
            ALTER TABLE "enquiry_lines"
                RENAME TO "temporary_enquiry_lines"
        `);
    await queryRunner.query(`
            CREATE TABLE "enquiry_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "enquiry_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "category_id" integer NOT NULL,
                "name" varchar(200) NOT NULL,
                "unit_price" decimal(10, 2) NOT NULL,
                "people_numbers" integer NOT NULL,
                "quantity" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "enquiry_lines"(
                    "id",
                    "enquiry_id",
                    "product_id",
                    "category_id",
                    "name",
                    "unit_price",
                    "people_numbers",
                    "quantity"
                )
            SELECT "id",
                "enquiry_id",
                "product_id",
                "category_id",
                "name",
                "unit_price",
                "people_numbers",
                "quantity"
            FROM "temporary_enquiry_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_enquiry_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_23f7a77a916c9268313139e5a8" ON "enquiry_lines" ("enquiry_id", "id")
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
                "order_id" integer
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
            CREATE INDEX "IDX_30301892199df3f5ee99dfcd63" ON "enquiries" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b6ccdd7d060374bc4d4f5ecd33" ON "enquiries" ("event_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2a4ea0080603269bbf1e4a7b4d" ON "enquiries" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_987d41ff1ea4ba17b97e6c1840"
        `);
    await queryRunner.query(`
            DROP TABLE "event_format_categories"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_86548461bb338a3e345e465a7c"
        `);
    await queryRunner.query(`
            DROP TABLE "event_formats"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_417ff9c5247ab3886a6b121a67"
        `);
    await queryRunner.query(`
            DROP TABLE "enquiry_status_changes"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_23f7a77a916c9268313139e5a8"
        `);
    await queryRunner.query(`
            DROP TABLE "enquiry_lines"
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
            DROP TABLE "enquiries"
        `);
  }
}
