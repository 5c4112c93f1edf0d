import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddProductDietary1795686715849 implements MigrationInterface {
  name = 'AddProductDietary1795686715849';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "product_allergens" (
                "product_id" integer NOT NULL,
                "code" varchar(20) NOT NULL,
                CONSTRAINT "CHK_product_allergens_code" CHECK ("code" IN ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')),
                PRIMARY KEY ("product_id", "code")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_aea1185d8a851b2333e59f45cb" ON "product_allergens" ("code", "product_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "product_diet_tags" (
                "product_id" integer NOT NULL,
                "code" varchar(20) NOT NULL,
                CONSTRAINT "CHK_product_diet_tags_code" CHECK ("code" IN ('vegetarian', 'vegan', 'gluten_free', 'lactose_free')),
                PRIMARY KEY ("product_id", "code")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b46928f81902b9be052d35cbdc" ON "product_diet_tags" ("code", "product_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_aea1185d8a851b2333e59f45cb"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_product_allergens" (
                "product_id" integer NOT NULL,
                "code" varchar(20) NOT NULL,
                CONSTRAINT "CHK_product_allergens_code" CHECK ("code" IN ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')),
                CONSTRAINT "FK_8c91a725fcb1b0bc95e7b75a776" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("product_id", "code")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_product_allergens"("product_id", "code")
            SELECT "product_id",
                "code"
            FROM "product_allergens"
        `);
    await queryRunner.query(`
            DROP TABLE "product_allergens"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_product_allergens"
                RENAME TO "product_allergens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_aea1185d8a851b2333e59f45cb" ON "product_allergens" ("code", "product_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b46928f81902b9be052d35cbdc"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_product_diet_tags" (
                "product_id" integer NOT NULL,
                "code" varchar(20) NOT NULL,
                CONSTRAINT "CHK_product_diet_tags_code" CHECK ("code" IN ('vegetarian', 'vegan', 'gluten_free', 'lactose_free')),
                CONSTRAINT "FK_dbfcc23f605709a3aa40c8484c2" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("product_id", "code")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_product_diet_tags"("product_id", "code")
            SELECT "product_id",
                "code"
            FROM "product_diet_tags"
        `);
    await queryRunner.query(`
            DROP TABLE "product_diet_tags"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_product_diet_tags"
                RENAME TO "product_diet_tags"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b46928f81902b9be052d35cbdc" ON "product_diet_tags" ("code", "product_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_b46928f81902b9be052d35cbdc"
        `);
    await queryRunner.query(`
            ALTER TABLE "product_diet_tags"
                RENAME TO "temporary_product_diet_tags"
        `);
    await queryRunner.query(`
            CREATE TABLE "product_diet_tags" (
                "product_id" integer NOT NULL,
                "code" varchar(20) NOT NULL,
                CONSTRAINT "CHK_product_diet_tags_code" CHECK ("code" IN ('vegetarian', 'vegan', 'gluten_free', 'lactose_free')),
                PRIMARY KEY ("product_id", "code")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "product_diet_tags"("product_id", "code")
            SELECT "product_id",
                "code"
            FROM "temporary_product_diet_tags"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_product_diet_tags"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b46928f81902b9be052d35cbdc" ON "product_diet_tags" ("code", "product_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_aea1185d8a851b2333e59f45cb"
        `);
    await queryRunner.query(`
            ALTER TABLE "product_allergens"
                RENAME TO "temporary_product_allergens"
        `);
    await queryRunner.query(`
            CREATE TABLE "product_allergens" (
                "product_id" integer NOT NULL,
                "code" varchar(20) NOT NULL,
                CONSTRAINT "CHK_product_allergens_code" CHECK ("code" IN ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')),
                PRIMARY KEY ("product_id", "code")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "product_allergens"("product_id", "code")
            SELECT "product_id",
                "code"
            FROM "temporary_product_allergens"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_product_allergens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_aea1185d8a851b2333e59f45cb" ON "product_allergens" ("code", "product_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b46928f81902b9be052d35cbdc"
        `);
    await queryRunner.query(`
            DROP TABLE "product_diet_tags"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_aea1185d8a851b2333e59f45cb"
        `);
    await queryRunner.query(`
            DROP TABLE "product_allergens"
        `);
  }
}
