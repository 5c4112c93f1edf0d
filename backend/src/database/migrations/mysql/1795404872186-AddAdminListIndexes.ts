import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAdminListIndexes1795404872186 implements MigrationInterface {
  name = 'AddAdminListIndexes1795404872186';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX \`IDX_7d7b058c549aac7b19144d5065\` ON \`orders\` (\`total_cost\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_68d2bbf275158e4a4d7dea8d5c\` ON \`orders\` (\`date_created\`, \`status\`, \`total_cost\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_68d2bbf275158e4a4d7dea8d5c\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7d7b058c549aac7b19144d5065\` ON \`orders\`
        `);
  }
}
