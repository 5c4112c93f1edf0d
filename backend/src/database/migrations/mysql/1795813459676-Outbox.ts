import { MigrationInterface, QueryRunner } from 'typeorm';

export class Outbox1795813459676 implements MigrationInterface {
  name = 'Outbox1795813459676';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`outbox\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`recipient\` varchar(320) NOT NULL,
                \`subject\` varchar(500) NOT NULL,
                \`content\` json NOT NULL,
                \`status\` varchar(10) NOT NULL DEFAULT 'pending',
                \`attempts\` int NOT NULL DEFAULT '0',
                \`last_error\` varchar(1000) NULL,
                \`created_at\` datetime(6) NOT NULL,
                \`next_attempt_at\` datetime(6) NOT NULL,
                \`sent_at\` datetime(6) NULL,
                \`claimed_by\` varchar(100) NULL,
                \`claimed_until\` datetime(6) NULL,
                INDEX \`IDX_outbox_due\` (\`status\`, \`next_attempt_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_outbox_due\` ON \`outbox\`
        `);
    await queryRunner.query(`
            DROP TABLE \`outbox\`
        `);
  }
}
