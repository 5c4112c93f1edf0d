import { MigrationInterface, QueryRunner } from 'typeorm';

export class TelegramUpdates1796220663734 implements MigrationInterface {
  name = 'TelegramUpdates1796220663734';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "telegram_updates" (
                "update_id" bigint PRIMARY KEY NOT NULL,
                "handled_at" datetime(6) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4b84bd89222f7057ef5185693c" ON "telegram_updates" ("handled_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_4b84bd89222f7057ef5185693c"
        `);
    await queryRunner.query(`
            DROP TABLE "telegram_updates"
        `);
  }
}
