import { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneDeskAndChangeRequests1795817065645 implements MigrationInterface {
  name = 'PhoneDeskAndChangeRequests1795817065645';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "order_change_requests" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('open'),
                "guests" integer,
                "delivery_at" datetime(6),
                "lines" text,
                "comment" varchar(2000),
                "decline_reason" varchar(1000),
                "decided_by_email" varchar(254),
                "decided_at" datetime(6)
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_user" ON "order_change_requests" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_status" ON "order_change_requests" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_order" ON "order_change_requests" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "email" varchar(254) NOT NULL,
                "name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "is_active" boolean NOT NULL DEFAULT (0),
                "is_admin" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "company_payer" text,
                "phone" varchar(12),
                CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_users"(
                    "id",
                    "email",
                    "name",
                    "surname",
                    "password_hash",
                    "is_active",
                    "is_admin",
                    "date_created",
                    "date_updated",
                    "company_payer"
                )
            SELECT "id",
                "email",
                "name",
                "surname",
                "password_hash",
                "is_active",
                "is_admin",
                "date_created",
                "date_updated",
                "company_payer"
            FROM "users"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_users"
                RENAME TO "users"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "email" varchar(254),
                "name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "is_active" boolean NOT NULL DEFAULT (0),
                "is_admin" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "company_payer" text,
                "phone" varchar(12),
                CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_users"(
                    "id",
                    "email",
                    "name",
                    "surname",
                    "password_hash",
                    "is_active",
                    "is_admin",
                    "date_created",
                    "date_updated",
                    "company_payer",
                    "phone"
                )
            SELECT "id",
                "email",
                "name",
                "surname",
                "password_hash",
                "is_active",
                "is_admin",
                "date_created",
                "date_updated",
                "company_payer",
                "phone"
            FROM "users"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_users"
                RENAME TO "users"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_users_phone" ON "users" ("phone")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_user"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_status"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_order"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_order_change_requests" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('open'),
                "guests" integer,
                "delivery_at" datetime(6),
                "lines" text,
                "comment" varchar(2000),
                "decline_reason" varchar(1000),
                "decided_by_email" varchar(254),
                "decided_at" datetime(6),
                CONSTRAINT "FK_f47a9e54c9dc63042b1d7ee9087" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_order_change_requests"(
                    "id",
                    "date_created",
                    "date_updated",
                    "order_id",
                    "user_id",
                    "status",
                    "guests",
                    "delivery_at",
                    "lines",
                    "comment",
                    "decline_reason",
                    "decided_by_email",
                    "decided_at"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "order_id",
                "user_id",
                "status",
                "guests",
                "delivery_at",
                "lines",
                "comment",
                "decline_reason",
                "decided_by_email",
                "decided_at"
            FROM "order_change_requests"
        `);
    await queryRunner.query(`
            DROP TABLE "order_change_requests"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_order_change_requests"
                RENAME TO "order_change_requests"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_user" ON "order_change_requests" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_status" ON "order_change_requests" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_order" ON "order_change_requests" ("order_id", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_order"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_status"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_user"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_change_requests"
                RENAME TO "temporary_order_change_requests"
        `);
    await queryRunner.query(`
            CREATE TABLE "order_change_requests" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "order_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('open'),
                "guests" integer,
                "delivery_at" datetime(6),
                "lines" text,
                "comment" varchar(2000),
                "decline_reason" varchar(1000),
                "decided_by_email" varchar(254),
                "decided_at" datetime(6)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "order_change_requests"(
                    "id",
                    "date_created",
                    "date_updated",
                    "order_id",
                    "user_id",
                    "status",
                    "guests",
                    "delivery_at",
                    "lines",
                    "comment",
                    "decline_reason",
                    "decided_by_email",
                    "decided_at"
                )
            SELECT "id",
                "date_created",
                "date_updated",
                "order_id",
                "user_id",
                "status",
                "guests",
                "delivery_at",
                "lines",
                "comment",
                "decline_reason",
                "decided_by_email",
                "decided_at"
            FROM "temporary_order_change_requests"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_order_change_requests"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_order" ON "order_change_requests" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_status" ON "order_change_requests" ("status", "date_created")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_order_change_requests_user" ON "order_change_requests" ("user_id", "date_created")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_users_phone"
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
                RENAME TO "temporary_users"
        `);
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
                "company_payer" text,
                "phone" varchar(12),
                CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "users"(
                    "id",
                    "email",
                    "name",
                    "surname",
                    "password_hash",
                    "is_active",
                    "is_admin",
                    "date_created",
                    "date_updated",
                    "company_payer",
                    "phone"
                )
            SELECT "id",
                "email",
                "name",
                "surname",
                "password_hash",
                "is_active",
                "is_admin",
                "date_created",
                "date_updated",
                "company_payer",
                "phone"
            FROM "temporary_users"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_users"
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
                RENAME TO "temporary_users"
        `);
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
                "company_payer" text,
                CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "users"(
                    "id",
                    "email",
                    "name",
                    "surname",
                    "password_hash",
                    "is_active",
                    "is_admin",
                    "date_created",
                    "date_updated",
                    "company_payer"
                )
            SELECT "id",
                "email",
                "name",
                "surname",
                "password_hash",
                "is_active",
                "is_admin",
                "date_created",
                "date_updated",
                "company_payer"
            FROM "temporary_users"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_users"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_order"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_status"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_order_change_requests_user"
        `);
    await queryRunner.query(`
            DROP TABLE "order_change_requests"
        `);
  }
}
