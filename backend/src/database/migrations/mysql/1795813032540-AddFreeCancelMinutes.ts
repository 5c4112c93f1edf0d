import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddFreeCancelMinutes1795813032540 implements MigrationInterface {
  name = 'AddFreeCancelMinutes1795813032540';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\`
            ADD \`free_cancel_minutes\` int NOT NULL DEFAULT '15'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\` DROP COLUMN \`free_cancel_minutes\`
        `);
  }
}
