import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCateringOrderFields1795462386640 implements MigrationInterface {
  name = 'AddCateringOrderFields1795462386640';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`delivery_at\` datetime NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`delivery_method\` varchar(10) NOT NULL DEFAULT 'delivery'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`delivery_distance_km\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`delivery_cost\` decimal(10, 2) NOT NULL DEFAULT '0.00'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`comment\` varchar(1000) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`cancellation_fee\` decimal(10, 2) NOT NULL DEFAULT '0.00'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`cancellation_fee\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`comment\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`delivery_cost\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`delivery_distance_km\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`delivery_method\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`delivery_at\`
        `);
  }
}
