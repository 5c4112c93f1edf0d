import { MigrationInterface, QueryRunner } from 'typeorm';

export class Costing1795825477967 implements MigrationInterface {
  name = 'Costing1795825477967';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "ingredients" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "date_created" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "name" varchar(200) NOT NULL,
                "name_key" varchar(200) NOT NULL,
                "unit" varchar(3) NOT NULL,
                "price_per_unit" decimal(10, 2) NOT NULL,
                "pack_size" decimal(12, 3),
                "supplier" varchar(200),
                "allergens" varchar(200) NOT NULL DEFAULT ('')
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_109287f34c2696581e54e20511" ON "ingredients" ("name_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8936019cfc27afc0132ada9f8e" ON "ingredients" ("supplier")
        `);
    await queryRunner.query(`
            CREATE TABLE "ingredient_prices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "ingredient_id" integer NOT NULL,
                "price_per_unit" decimal(10, 2) NOT NULL,
                "date_from" datetime(6) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4ed0526095ccb961f1ddd0d3d1" ON "ingredient_prices" ("ingredient_id", "date_from")
        `);
    await queryRunner.query(`
            CREATE TABLE "recipes" (
                "product_id" integer PRIMARY KEY NOT NULL,
                "yield_portions" integer NOT NULL,
                "allergens_confirmed" varchar(200) NOT NULL DEFAULT (''),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "recipe_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "product_id" integer NOT NULL,
                "ingredient_id" integer NOT NULL,
                "quantity" decimal(12, 3) NOT NULL,
                "waste_percent" decimal(4, 1) NOT NULL DEFAULT (0),
                "position" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c839293d78db4ae733d75f502f" ON "recipe_lines" ("ingredient_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_90d6f79ecd407a63122fd430b4" ON "recipe_lines" ("product_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_payment_settings" (
                "id" integer PRIMARY KEY NOT NULL,
                "deposit_percent" integer NOT NULL,
                "deposit_min_total" decimal(10, 2) NOT NULL,
                "balance_due_days" integer NOT NULL,
                "vat_note" varchar(200) NOT NULL,
                "invoice_prefix" varchar(10) NOT NULL,
                "quote_deposit_percent" integer NOT NULL DEFAULT (50),
                "free_cancel_minutes" integer NOT NULL DEFAULT (15),
                "company_payment_days" integer NOT NULL DEFAULT (5),
                "min_margin_percent" integer NOT NULL DEFAULT (60)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix",
                    "quote_deposit_percent",
                    "free_cancel_minutes",
                    "company_payment_days"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix",
                "quote_deposit_percent",
                "free_cancel_minutes",
                "company_payment_days"
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
            DROP INDEX "IDX_4ed0526095ccb961f1ddd0d3d1"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_ingredient_prices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "ingredient_id" integer NOT NULL,
                "price_per_unit" decimal(10, 2) NOT NULL,
                "date_from" datetime(6) NOT NULL,
                CONSTRAINT "FK_46ea76f8a30c8e81fdea00355c6" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_ingredient_prices"(
                    "id",
                    "ingredient_id",
                    "price_per_unit",
                    "date_from"
                )
            SELECT "id",
                "ingredient_id",
                "price_per_unit",
                "date_from"
            FROM "ingredient_prices"
        `);
    await queryRunner.query(`
            DROP TABLE "ingredient_prices"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_ingredient_prices"
                RENAME TO "ingredient_prices"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4ed0526095ccb961f1ddd0d3d1" ON "ingredient_prices" ("ingredient_id", "date_from")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_recipes" (
                "product_id" integer PRIMARY KEY NOT NULL,
                "yield_portions" integer NOT NULL,
                "allergens_confirmed" varchar(200) NOT NULL DEFAULT (''),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_f64cfae3dc201348f591b4bf221" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_recipes"(
                    "product_id",
                    "yield_portions",
                    "allergens_confirmed",
                    "date_updated"
                )
            SELECT "product_id",
                "yield_portions",
                "allergens_confirmed",
                "date_updated"
            FROM "recipes"
        `);
    await queryRunner.query(`
            DROP TABLE "recipes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_recipes"
                RENAME TO "recipes"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c839293d78db4ae733d75f502f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_90d6f79ecd407a63122fd430b4"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_recipe_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "product_id" integer NOT NULL,
                "ingredient_id" integer NOT NULL,
                "quantity" decimal(12, 3) NOT NULL,
                "waste_percent" decimal(4, 1) NOT NULL DEFAULT (0),
                "position" integer NOT NULL,
                CONSTRAINT "FK_42ad1be801285c53f1af4b700e1" FOREIGN KEY ("product_id") REFERENCES "recipes" ("product_id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_c839293d78db4ae733d75f502f5" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_recipe_lines"(
                    "id",
                    "product_id",
                    "ingredient_id",
                    "quantity",
                    "waste_percent",
                    "position"
                )
            SELECT "id",
                "product_id",
                "ingredient_id",
                "quantity",
                "waste_percent",
                "position"
            FROM "recipe_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "recipe_lines"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_recipe_lines"
                RENAME TO "recipe_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c839293d78db4ae733d75f502f" ON "recipe_lines" ("ingredient_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_90d6f79ecd407a63122fd430b4" ON "recipe_lines" ("product_id", "position")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_90d6f79ecd407a63122fd430b4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c839293d78db4ae733d75f502f"
        `);
    await queryRunner.query(`
            ALTER TABLE "recipe_lines"
                RENAME TO "temporary_recipe_lines"
        `);
    await queryRunner.query(`
            CREATE TABLE "recipe_lines" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "product_id" integer NOT NULL,
                "ingredient_id" integer NOT NULL,
                "quantity" decimal(12, 3) NOT NULL,
                "waste_percent" decimal(4, 1) NOT NULL DEFAULT (0),
                "position" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "recipe_lines"(
                    "id",
                    "product_id",
                    "ingredient_id",
                    "quantity",
                    "waste_percent",
                    "position"
                )
            SELECT "id",
                "product_id",
                "ingredient_id",
                "quantity",
                "waste_percent",
                "position"
            FROM "temporary_recipe_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_recipe_lines"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_90d6f79ecd407a63122fd430b4" ON "recipe_lines" ("product_id", "position")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c839293d78db4ae733d75f502f" ON "recipe_lines" ("ingredient_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "recipes"
                RENAME TO "temporary_recipes"
        `);
    await queryRunner.query(`
            CREATE TABLE "recipes" (
                "product_id" integer PRIMARY KEY NOT NULL,
                "yield_portions" integer NOT NULL,
                "allergens_confirmed" varchar(200) NOT NULL DEFAULT (''),
                "date_updated" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "recipes"(
                    "product_id",
                    "yield_portions",
                    "allergens_confirmed",
                    "date_updated"
                )
            SELECT "product_id",
                "yield_portions",
                "allergens_confirmed",
                "date_updated"
            FROM "temporary_recipes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_recipes"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_4ed0526095ccb961f1ddd0d3d1"
        `);
    await queryRunner.query(`
            ALTER TABLE "ingredient_prices"
                RENAME TO "temporary_ingredient_prices"
        `);
    await queryRunner.query(`
            CREATE TABLE "ingredient_prices" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "ingredient_id" integer NOT NULL,
                "price_per_unit" decimal(10, 2) NOT NULL,
                "date_from" datetime(6) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "ingredient_prices"(
                    "id",
                    "ingredient_id",
                    "price_per_unit",
                    "date_from"
                )
            SELECT "id",
                "ingredient_id",
                "price_per_unit",
                "date_from"
            FROM "temporary_ingredient_prices"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ingredient_prices"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4ed0526095ccb961f1ddd0d3d1" ON "ingredient_prices" ("ingredient_id", "date_from")
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
                "invoice_prefix" varchar(10) NOT NULL,
                "quote_deposit_percent" integer NOT NULL DEFAULT (50),
                "free_cancel_minutes" integer NOT NULL DEFAULT (15),
                "company_payment_days" integer NOT NULL DEFAULT (5)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "payment_settings"(
                    "id",
                    "deposit_percent",
                    "deposit_min_total",
                    "balance_due_days",
                    "vat_note",
                    "invoice_prefix",
                    "quote_deposit_percent",
                    "free_cancel_minutes",
                    "company_payment_days"
                )
            SELECT "id",
                "deposit_percent",
                "deposit_min_total",
                "balance_due_days",
                "vat_note",
                "invoice_prefix",
                "quote_deposit_percent",
                "free_cancel_minutes",
                "company_payment_days"
            FROM "temporary_payment_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_payment_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_90d6f79ecd407a63122fd430b4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c839293d78db4ae733d75f502f"
        `);
    await queryRunner.query(`
            DROP TABLE "recipe_lines"
        `);
    await queryRunner.query(`
            DROP TABLE "recipes"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_4ed0526095ccb961f1ddd0d3d1"
        `);
    await queryRunner.query(`
            DROP TABLE "ingredient_prices"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8936019cfc27afc0132ada9f8e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_109287f34c2696581e54e20511"
        `);
    await queryRunner.query(`
            DROP TABLE "ingredients"
        `);
  }
}
