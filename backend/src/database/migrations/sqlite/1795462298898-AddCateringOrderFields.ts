import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCateringOrderFields1795462298898 implements MigrationInterface {
  name = 'AddCateringOrderFields1795462298898';

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
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
