import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOrderStatusHistory1795465924787 implements MigrationInterface {
  name = 'AddOrderStatusHistory1795465924787';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "order_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_df6c6bfb4d525b7ca51ac7a146" ON "order_status_changes" ("order_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2b00e748c7c5c76b01af9d46bc" ON "orders" ("delivery_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_df6c6bfb4d525b7ca51ac7a146"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_order_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_98fbf25a64a4f488d2289a1b3c8" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_order_status_changes"(
                    "id",
                    "order_id",
                    "from_status",
                    "to_status",
                    "changed_by_id",
                    "changed_by_email",
                    "date_created"
                )
            SELECT "id",
                "order_id",
                "from_status",
                "to_status",
                "changed_by_id",
                "changed_by_email",
                "date_created"
            FROM "order_status_changes"
        `);
    await queryRunner.query(`
            DROP TABLE "order_status_changes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_order_status_changes"
                RENAME TO "order_status_changes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_df6c6bfb4d525b7ca51ac7a146" ON "order_status_changes" ("order_id", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_df6c6bfb4d525b7ca51ac7a146"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_status_changes"
                RENAME TO "temporary_order_status_changes"
        `);
    await queryRunner.query(`
            CREATE TABLE "order_status_changes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "from_status" varchar(20),
                "to_status" varchar(20) NOT NULL,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "order_status_changes"(
                    "id",
                    "order_id",
                    "from_status",
                    "to_status",
                    "changed_by_id",
                    "changed_by_email",
                    "date_created"
                )
            SELECT "id",
                "order_id",
                "from_status",
                "to_status",
                "changed_by_id",
                "changed_by_email",
                "date_created"
            FROM "temporary_order_status_changes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_order_status_changes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_df6c6bfb4d525b7ca51ac7a146" ON "order_status_changes" ("order_id", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_2b00e748c7c5c76b01af9d46bc"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_df6c6bfb4d525b7ca51ac7a146"
        `);
    await queryRunner.query(`
            DROP TABLE "order_status_changes"
        `);
  }
}
