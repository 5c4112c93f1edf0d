import { MigrationInterface, QueryRunner } from 'typeorm';

export class TelegramUpdates1796220669755 implements MigrationInterface {
  name = 'TelegramUpdates1796220669755';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`telegram_updates\` (
                \`update_id\` bigint NOT NULL,
                \`handled_at\` datetime(6) NOT NULL,
                INDEX \`IDX_4b84bd89222f7057ef5185693c\` (\`handled_at\`),
                PRIMARY KEY (\`update_id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_4b84bd89222f7057ef5185693c\` ON \`telegram_updates\`
        `);
    await queryRunner.query(`
            DROP TABLE \`telegram_updates\`
        `);
  }
}
