import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddProductDietary1795686756599 implements MigrationInterface {
  name = 'AddProductDietary1795686756599';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`product_allergens\` (
                \`product_id\` int NOT NULL,
                \`code\` varchar(20) NOT NULL,
                INDEX \`IDX_aea1185d8a851b2333e59f45cb\` (\`code\`, \`product_id\`),
                PRIMARY KEY (\`product_id\`, \`code\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`product_diet_tags\` (
                \`product_id\` int NOT NULL,
                \`code\` varchar(20) NOT NULL,
                INDEX \`IDX_b46928f81902b9be052d35cbdc\` (\`code\`, \`product_id\`),
                PRIMARY KEY (\`product_id\`, \`code\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_allergens\`
            ADD CONSTRAINT \`FK_8c91a725fcb1b0bc95e7b75a776\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_diet_tags\`
            ADD CONSTRAINT \`FK_dbfcc23f605709a3aa40c8484c2\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`product_diet_tags\` DROP FOREIGN KEY \`FK_dbfcc23f605709a3aa40c8484c2\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_allergens\` DROP FOREIGN KEY \`FK_8c91a725fcb1b0bc95e7b75a776\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b46928f81902b9be052d35cbdc\` ON \`product_diet_tags\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product_diet_tags\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_aea1185d8a851b2333e59f45cb\` ON \`product_allergens\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product_allergens\`
        `);
  }
}
