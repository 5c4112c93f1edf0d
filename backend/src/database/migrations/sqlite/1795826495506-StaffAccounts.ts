import { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffAccounts1795826495506 implements MigrationInterface {
  name = 'StaffAccounts1795826495506';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_users_role"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_users_phone"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "email" varchar(254),
                "name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "is_active" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "company_payer" text,
                "phone" varchar(12),
                "role" varchar(16),
                "deactivated_at" datetime(6),
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
                    "date_created",
                    "date_updated",
                    "company_payer",
                    "phone",
                    "role"
                )
            SELECT "id",
                "email",
                "name",
                "surname",
                "password_hash",
                "is_active",
                "date_created",
                "date_updated",
                "company_payer",
                "phone",
                "role"
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
            CREATE INDEX "IDX_users_role" ON "users" ("role")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_users_phone" ON "users" ("phone")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_users_phone"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_users_role"
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
                RENAME TO "temporary_users"
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "email" varchar(254),
                "name" varchar(100) NOT NULL,
                "surname" varchar(100) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "is_active" boolean NOT NULL DEFAULT (0),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "company_payer" text,
                "phone" varchar(12),
                "role" varchar(16),
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
                    "date_created",
                    "date_updated",
                    "company_payer",
                    "phone",
                    "role"
                )
            SELECT "id",
                "email",
                "name",
                "surname",
                "password_hash",
                "is_active",
                "date_created",
                "date_updated",
                "company_payer",
                "phone",
                "role"
            FROM "temporary_users"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_users"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_users_phone" ON "users" ("phone")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_users_role" ON "users" ("role")
        `);
  }
}
