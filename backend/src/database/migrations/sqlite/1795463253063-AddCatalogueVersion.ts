import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCatalogueVersion1795463253063 implements MigrationInterface {
  name = 'AddCatalogueVersion1795463253063';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "catalogue_version" (
                "id" integer PRIMARY KEY NOT NULL,
                "version" integer NOT NULL DEFAULT (1)
            )
        `);
    // The one row every catalogue write raises (see catalogue/catalogue-version.service.ts).
    await queryRunner.query(`INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "catalogue_version"
        `);
  }
}
