import { MigrationInterface, QueryRunner } from "typeorm";

/** Kitchen capacity (issue 25): the one settings row and the administrators' overrides. */
export class AddKitchenCapacity1795686873170 implements MigrationInterface {
    name = 'AddKitchenCapacity1795686873170'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "capacity_overrides" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "order_id" integer NOT NULL,
                "delivery_at" datetime NOT NULL,
                "note" varchar(500) NOT NULL,
                "changed_by_id" integer,
                "changed_by_email" varchar(254),
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_2e852699bc52055f261bfff6dd" ON "capacity_overrides" ("order_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "capacity_settings" (
                "id" integer PRIMARY KEY NOT NULL,
                "max_guests_per_day" integer NOT NULL DEFAULT (300),
                "max_orders_per_slot" integer NOT NULL DEFAULT (4),
                "closed_weekdays" text NOT NULL,
                "closed_dates" text NOT NULL,
                "lead_time_tiers" text NOT NULL
            )
        `);
        // The one settings row, with the defaults (bookings lock it).
        await queryRunner.query(`
            INSERT INTO "capacity_settings" ("id", "max_guests_per_day", "max_orders_per_slot", "closed_weekdays", "closed_dates", "lead_time_tiers")
            VALUES (1, 300, 4, '[]', '[]', '[{"min_guests":50,"hours":48},{"min_guests":150,"hours":72}]')
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE "capacity_settings"
        `);
        await queryRunner.query(`
            DROP INDEX "IDX_2e852699bc52055f261bfff6dd"
        `);
        await queryRunner.query(`
            DROP TABLE "capacity_overrides"
        `);
    }

}
