import { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffAccounts1795826521376 implements MigrationInterface {
  name = 'StaffAccounts1795826521376';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`deactivated_at\` datetime(6) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`deactivated_at\`
        `);
  }
}
