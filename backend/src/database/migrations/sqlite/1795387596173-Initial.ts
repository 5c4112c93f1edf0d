import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795387596173 implements MigrationInterface {
  name = 'Initial1795387596173';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "email" varchar(254) NOT NULL,
                "name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "is_active" boolean NOT NULL DEFAULT (0),
                "is_admin" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "one_time_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "purpose" varchar(20) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "used_at" datetime(6),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_22e595d22f108ce4f2843e043ae" UNIQUE ("token_hash")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c3008703af87258da5d23e5f75" ON "one_time_tokens" ("user_id", "purpose")
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" varchar(36) PRIMARY KEY NOT NULL,
                "user_id" integer NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "revoked_at" datetime(6),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "categories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "image_path" varchar(255),
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "position" integer NOT NULL DEFAULT (1),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b55e67920b22b25e76689f2c7c" ON "categories" ("status_enabled", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "subcategories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "category_id" integer NOT NULL,
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1c57ef7cf4d9b2f596a96c5c89" ON "subcategories" ("category_id", "status_enabled")
        `);
    await queryRunner.query(`
            CREATE TABLE "products" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "ingredients" text NOT NULL,
                "image_path" varchar(255),
                "price" decimal(10, 2) NOT NULL,
                "weight" integer NOT NULL DEFAULT (0),
                "people_numbers" integer NOT NULL DEFAULT (0),
                "category_id" integer NOT NULL,
                "subcategory_id" integer NOT NULL,
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ba093297f7d0fe5432e252953d" ON "products" ("status_enabled", "people_numbers")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a9b9640e61565ff150600b9f98" ON "products" ("status_enabled", "weight")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0e8571f3e69962af8f19c39dcc" ON "products" ("subcategory_id", "status_enabled", "price")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7bd632a8911e316801d44d1d01" ON "products" ("category_id", "status_enabled", "price")
        `);
    await queryRunner.query(`
            CREATE TABLE "cart_items" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "quantity" integer NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b2c6ebe6bd6f9a4e6bbd8ab082" ON "cart_items" ("user_id", "product_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "about_us" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "text" text NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "contacts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name_organization" varchar(255) NOT NULL,
                "phone_number_1" varchar(30) NOT NULL,
                "phone_number_2" varchar(30),
                "email" varchar(254) NOT NULL,
                "telegram_link" varchar(255) NOT NULL,
                "instagram_link" varchar(255) NOT NULL,
                "app_link" varchar(255) NOT NULL,
                "pan" varchar(20) NOT NULL,
                "certificate_number" varchar(50) NOT NULL,
                "commercial_register" varchar(100) NOT NULL,
                "issued_by" varchar(255) NOT NULL,
                "organization_address" varchar(255) NOT NULL,
                "physical_address" varchar(255) NOT NULL,
                "photo_certificate" varchar(255),
                "bank_current_account" varchar(50) NOT NULL,
                "bank_identification_code" varchar(20) NOT NULL,
                "bank_address" varchar(255) NOT NULL,
                "about_me" text NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
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
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key")
            )
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
            CREATE TABLE "order_items" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "product_id" integer,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "image_path" varchar(255),
                "product_cost" decimal(10, 2) NOT NULL,
                "quantity" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_145532db85752b29c57d2b7b1f" ON "order_items" ("order_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c3008703af87258da5d23e5f75"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_one_time_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "purpose" varchar(20) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "used_at" datetime(6),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_22e595d22f108ce4f2843e043ae" UNIQUE ("token_hash"),
                CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_one_time_tokens"(
                    "id",
                    "user_id",
                    "purpose",
                    "token_hash",
                    "expires_at",
                    "used_at",
                    "date_created"
                )
            SELECT "id",
                "user_id",
                "purpose",
                "token_hash",
                "expires_at",
                "used_at",
                "date_created"
            FROM "one_time_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "one_time_tokens"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_one_time_tokens"
                RENAME TO "one_time_tokens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c3008703af87258da5d23e5f75" ON "one_time_tokens" ("user_id", "purpose")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_sessions" (
                "id" varchar(36) PRIMARY KEY NOT NULL,
                "user_id" integer NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "revoked_at" datetime(6),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_sessions"(
                    "id",
                    "user_id",
                    "expires_at",
                    "revoked_at",
                    "date_created"
                )
            SELECT "id",
                "user_id",
                "expires_at",
                "revoked_at",
                "date_created"
            FROM "sessions"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_sessions"
                RENAME TO "sessions"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1c57ef7cf4d9b2f596a96c5c89"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_subcategories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "category_id" integer NOT NULL,
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_f7b015bc580ae5179ba5a4f42ec" FOREIGN KEY ("category_id") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_subcategories"(
                    "id",
                    "name",
                    "category_id",
                    "status_enabled",
                    "date_created",
                    "date_updated"
                )
            SELECT "id",
                "name",
                "category_id",
                "status_enabled",
                "date_created",
                "date_updated"
            FROM "subcategories"
        `);
    await queryRunner.query(`
            DROP TABLE "subcategories"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_subcategories"
                RENAME TO "subcategories"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1c57ef7cf4d9b2f596a96c5c89" ON "subcategories" ("category_id", "status_enabled")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ba093297f7d0fe5432e252953d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a9b9640e61565ff150600b9f98"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0e8571f3e69962af8f19c39dcc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7bd632a8911e316801d44d1d01"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_products" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "ingredients" text NOT NULL,
                "image_path" varchar(255),
                "price" decimal(10, 2) NOT NULL,
                "weight" integer NOT NULL DEFAULT (0),
                "people_numbers" integer NOT NULL DEFAULT (0),
                "category_id" integer NOT NULL,
                "subcategory_id" integer NOT NULL,
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_9a5f6868c96e0069e699f33e124" FOREIGN KEY ("category_id") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION,
                CONSTRAINT "FK_c9de3a8edea9269ca774c919b9a" FOREIGN KEY ("subcategory_id") REFERENCES "subcategories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_products"(
                    "id",
                    "name",
                    "description",
                    "ingredients",
                    "image_path",
                    "price",
                    "weight",
                    "people_numbers",
                    "category_id",
                    "subcategory_id",
                    "status_enabled",
                    "date_created",
                    "date_updated"
                )
            SELECT "id",
                "name",
                "description",
                "ingredients",
                "image_path",
                "price",
                "weight",
                "people_numbers",
                "category_id",
                "subcategory_id",
                "status_enabled",
                "date_created",
                "date_updated"
            FROM "products"
        `);
    await queryRunner.query(`
            DROP TABLE "products"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_products"
                RENAME TO "products"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ba093297f7d0fe5432e252953d" ON "products" ("status_enabled", "people_numbers")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a9b9640e61565ff150600b9f98" ON "products" ("status_enabled", "weight")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0e8571f3e69962af8f19c39dcc" ON "products" ("subcategory_id", "status_enabled", "price")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7bd632a8911e316801d44d1d01" ON "products" ("category_id", "status_enabled", "price")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b2c6ebe6bd6f9a4e6bbd8ab082"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_cart_items" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "quantity" integer NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_b7213c20c1ecdc6597abc8f1212" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_30e89257a105eab7648a35c7fce" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_cart_items"(
                    "id",
                    "user_id",
                    "product_id",
                    "quantity",
                    "date_created",
                    "date_updated"
                )
            SELECT "id",
                "user_id",
                "product_id",
                "quantity",
                "date_created",
                "date_updated"
            FROM "cart_items"
        `);
    await queryRunner.query(`
            DROP TABLE "cart_items"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_cart_items"
                RENAME TO "cart_items"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b2c6ebe6bd6f9a4e6bbd8ab082" ON "cart_items" ("user_id", "product_id")
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
                    "date_updated"
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
                "date_updated"
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
                CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
                "quantity" integer NOT NULL
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
                CONSTRAINT "UQ_7d82bc2639263ca02c276a87e23" UNIQUE ("checkout_key")
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
                    "date_updated"
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
                "date_updated"
            FROM "temporary_orders"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_orders"
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
            DROP INDEX "IDX_b2c6ebe6bd6f9a4e6bbd8ab082"
        `);
    await queryRunner.query(`
            ALTER TABLE "cart_items"
                RENAME TO "temporary_cart_items"
        `);
    await queryRunner.query(`
            CREATE TABLE "cart_items" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "product_id" integer NOT NULL,
                "quantity" integer NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "cart_items"(
                    "id",
                    "user_id",
                    "product_id",
                    "quantity",
                    "date_created",
                    "date_updated"
                )
            SELECT "id",
                "user_id",
                "product_id",
                "quantity",
                "date_created",
                "date_updated"
            FROM "temporary_cart_items"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_cart_items"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b2c6ebe6bd6f9a4e6bbd8ab082" ON "cart_items" ("user_id", "product_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7bd632a8911e316801d44d1d01"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0e8571f3e69962af8f19c39dcc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a9b9640e61565ff150600b9f98"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ba093297f7d0fe5432e252953d"
        `);
    await queryRunner.query(`
            ALTER TABLE "products"
                RENAME TO "temporary_products"
        `);
    await queryRunner.query(`
            CREATE TABLE "products" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "description" text NOT NULL,
                "ingredients" text NOT NULL,
                "image_path" varchar(255),
                "price" decimal(10, 2) NOT NULL,
                "weight" integer NOT NULL DEFAULT (0),
                "people_numbers" integer NOT NULL DEFAULT (0),
                "category_id" integer NOT NULL,
                "subcategory_id" integer NOT NULL,
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "products"(
                    "id",
                    "name",
                    "description",
                    "ingredients",
                    "image_path",
                    "price",
                    "weight",
                    "people_numbers",
                    "category_id",
                    "subcategory_id",
                    "status_enabled",
                    "date_created",
                    "date_updated"
                )
            SELECT "id",
                "name",
                "description",
                "ingredients",
                "image_path",
                "price",
                "weight",
                "people_numbers",
                "category_id",
                "subcategory_id",
                "status_enabled",
                "date_created",
                "date_updated"
            FROM "temporary_products"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_products"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7bd632a8911e316801d44d1d01" ON "products" ("category_id", "status_enabled", "price")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0e8571f3e69962af8f19c39dcc" ON "products" ("subcategory_id", "status_enabled", "price")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a9b9640e61565ff150600b9f98" ON "products" ("status_enabled", "weight")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ba093297f7d0fe5432e252953d" ON "products" ("status_enabled", "people_numbers")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1c57ef7cf4d9b2f596a96c5c89"
        `);
    await queryRunner.query(`
            ALTER TABLE "subcategories"
                RENAME TO "temporary_subcategories"
        `);
    await queryRunner.query(`
            CREATE TABLE "subcategories" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(200) NOT NULL,
                "category_id" integer NOT NULL,
                "status_enabled" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "subcategories"(
                    "id",
                    "name",
                    "category_id",
                    "status_enabled",
                    "date_created",
                    "date_updated"
                )
            SELECT "id",
                "name",
                "category_id",
                "status_enabled",
                "date_created",
                "date_updated"
            FROM "temporary_subcategories"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_subcategories"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1c57ef7cf4d9b2f596a96c5c89" ON "subcategories" ("category_id", "status_enabled")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions"
                RENAME TO "temporary_sessions"
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" varchar(36) PRIMARY KEY NOT NULL,
                "user_id" integer NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "revoked_at" datetime(6),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "sessions"(
                    "id",
                    "user_id",
                    "expires_at",
                    "revoked_at",
                    "date_created"
                )
            SELECT "id",
                "user_id",
                "expires_at",
                "revoked_at",
                "date_created"
            FROM "temporary_sessions"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_sessions"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c3008703af87258da5d23e5f75"
        `);
    await queryRunner.query(`
            ALTER TABLE "one_time_tokens"
                RENAME TO "temporary_one_time_tokens"
        `);
    await queryRunner.query(`
            CREATE TABLE "one_time_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "purpose" varchar(20) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime(6) NOT NULL,
                "used_at" datetime(6),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_22e595d22f108ce4f2843e043ae" UNIQUE ("token_hash")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "one_time_tokens"(
                    "id",
                    "user_id",
                    "purpose",
                    "token_hash",
                    "expires_at",
                    "used_at",
                    "date_created"
                )
            SELECT "id",
                "user_id",
                "purpose",
                "token_hash",
                "expires_at",
                "used_at",
                "date_created"
            FROM "temporary_one_time_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_one_time_tokens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c3008703af87258da5d23e5f75" ON "one_time_tokens" ("user_id", "purpose")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_145532db85752b29c57d2b7b1f"
        `);
    await queryRunner.query(`
            DROP TABLE "order_items"
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
            DROP TABLE "orders"
        `);
    await queryRunner.query(`
            DROP TABLE "contacts"
        `);
    await queryRunner.query(`
            DROP TABLE "about_us"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b2c6ebe6bd6f9a4e6bbd8ab082"
        `);
    await queryRunner.query(`
            DROP TABLE "cart_items"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7bd632a8911e316801d44d1d01"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0e8571f3e69962af8f19c39dcc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a9b9640e61565ff150600b9f98"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ba093297f7d0fe5432e252953d"
        `);
    await queryRunner.query(`
            DROP TABLE "products"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1c57ef7cf4d9b2f596a96c5c89"
        `);
    await queryRunner.query(`
            DROP TABLE "subcategories"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b55e67920b22b25e76689f2c7c"
        `);
    await queryRunner.query(`
            DROP TABLE "categories"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c3008703af87258da5d23e5f75"
        `);
    await queryRunner.query(`
            DROP TABLE "one_time_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
  }
}
