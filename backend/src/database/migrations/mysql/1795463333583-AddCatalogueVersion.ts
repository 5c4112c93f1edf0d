import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCatalogueVersion1795463333583 implements MigrationInterface {
  name = 'AddCatalogueVersion1795463333583';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`catalogue_version\` (
                \`id\` int NOT NULL,
                \`version\` int NOT NULL DEFAULT '1',
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    // The one row every catalogue write raises (see catalogue/catalogue-version.service.ts).
    await queryRunner.query(`INSERT INTO \`catalogue_version\` (\`id\`, \`version\`) VALUES (1, 1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`catalogue_version\`
        `);
  }
}
