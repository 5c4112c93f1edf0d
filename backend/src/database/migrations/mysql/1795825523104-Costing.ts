import { MigrationInterface, QueryRunner } from 'typeorm';

export class Costing1795825523104 implements MigrationInterface {
  name = 'Costing1795825523104';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`ingredients\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`name\` varchar(200) NOT NULL,
                \`name_key\` varchar(200) NOT NULL,
                \`unit\` varchar(3) NOT NULL,
                \`price_per_unit\` decimal(10, 2) NOT NULL,
                \`pack_size\` decimal(12, 3) NULL,
                \`supplier\` varchar(200) NULL,
                \`allergens\` varchar(200) NOT NULL DEFAULT '',
                UNIQUE INDEX \`IDX_109287f34c2696581e54e20511\` (\`name_key\`),
                INDEX \`IDX_8936019cfc27afc0132ada9f8e\` (\`supplier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`ingredient_prices\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`ingredient_id\` int NOT NULL,
                \`price_per_unit\` decimal(10, 2) NOT NULL,
                \`date_from\` datetime(6) NOT NULL,
                INDEX \`IDX_4ed0526095ccb961f1ddd0d3d1\` (\`ingredient_id\`, \`date_from\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`recipes\` (
                \`product_id\` int NOT NULL,
                \`yield_portions\` int NOT NULL,
                \`allergens_confirmed\` varchar(200) NOT NULL DEFAULT '',
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`product_id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`recipe_lines\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`product_id\` int NOT NULL,
                \`ingredient_id\` int NOT NULL,
                \`quantity\` decimal(12, 3) NOT NULL,
                \`waste_percent\` decimal(4, 1) NOT NULL DEFAULT '0.0',
                \`position\` int NOT NULL,
                INDEX \`IDX_c839293d78db4ae733d75f502f\` (\`ingredient_id\`),
                INDEX \`IDX_90d6f79ecd407a63122fd430b4\` (\`product_id\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\`
            ADD \`min_margin_percent\` int NOT NULL DEFAULT '60'
        `);
    await queryRunner.query(`
            ALTER TABLE \`ingredient_prices\`
            ADD CONSTRAINT \`FK_46ea76f8a30c8e81fdea00355c6\` FOREIGN KEY (\`ingredient_id\`) REFERENCES \`ingredients\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`recipes\`
            ADD CONSTRAINT \`FK_f64cfae3dc201348f591b4bf221\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`recipe_lines\`
            ADD CONSTRAINT \`FK_42ad1be801285c53f1af4b700e1\` FOREIGN KEY (\`product_id\`) REFERENCES \`recipes\`(\`product_id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`recipe_lines\`
            ADD CONSTRAINT \`FK_c839293d78db4ae733d75f502f5\` FOREIGN KEY (\`ingredient_id\`) REFERENCES \`ingredients\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`recipe_lines\` DROP FOREIGN KEY \`FK_c839293d78db4ae733d75f502f5\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`recipe_lines\` DROP FOREIGN KEY \`FK_42ad1be801285c53f1af4b700e1\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`recipes\` DROP FOREIGN KEY \`FK_f64cfae3dc201348f591b4bf221\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`ingredient_prices\` DROP FOREIGN KEY \`FK_46ea76f8a30c8e81fdea00355c6\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\` DROP COLUMN \`min_margin_percent\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_90d6f79ecd407a63122fd430b4\` ON \`recipe_lines\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c839293d78db4ae733d75f502f\` ON \`recipe_lines\`
        `);
    await queryRunner.query(`
            DROP TABLE \`recipe_lines\`
        `);
    await queryRunner.query(`
            DROP TABLE \`recipes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_4ed0526095ccb961f1ddd0d3d1\` ON \`ingredient_prices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`ingredient_prices\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8936019cfc27afc0132ada9f8e\` ON \`ingredients\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_109287f34c2696581e54e20511\` ON \`ingredients\`
        `);
    await queryRunner.query(`
            DROP TABLE \`ingredients\`
        `);
  }
}
