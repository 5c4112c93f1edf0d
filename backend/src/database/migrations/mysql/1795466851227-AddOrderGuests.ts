import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOrderGuests1795466851227 implements MigrationInterface {
  name = 'AddOrderGuests1795466851227';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`guests\` int NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`guests\`
        `);
  }
}
