import { MigrationInterface, QueryRunner } from 'typeorm';

export class OnlineRefundsAndLiveAttempts1796171888184 implements MigrationInterface {
  name = 'OnlineRefundsAndLiveAttempts1796171888184';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`online_refunds\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`order_id\` int NOT NULL,
                \`payment_id\` int NOT NULL,
                \`amount\` decimal(10, 2) NOT NULL,
                \`reason\` varchar(255) NOT NULL,
                \`status\` varchar(12) NOT NULL DEFAULT 'pending',
                \`asked_at\` datetime(6) NOT NULL,
                \`provider_uid\` varchar(64) NULL,
                \`entry_id\` int NULL,
                \`message\` varchar(500) NULL,
                \`created_by_id\` int NULL,
                \`created_by_email\` varchar(254) NULL,
                INDEX \`IDX_9cf83a8e4e0e96051ac2a3c9a3\` (\`order_id\`, \`id\`),
                INDEX \`IDX_19194c567fc13c92a8512f7d39\` (\`status\`, \`id\`),
                INDEX \`IDX_de5c647a48c866328e68d88063\` (\`payment_id\`, \`status\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\`
            ADD \`refund_flag\` varchar(20) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`online_payments\`
            ADD \`expires_at\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`online_refunds\`
            ADD CONSTRAINT \`FK_7658040e11cd73f565bef1c01e7\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`online_refunds\` DROP FOREIGN KEY \`FK_7658040e11cd73f565bef1c01e7\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`online_payments\` DROP COLUMN \`expires_at\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\` DROP COLUMN \`refund_flag\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_de5c647a48c866328e68d88063\` ON \`online_refunds\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_19194c567fc13c92a8512f7d39\` ON \`online_refunds\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9cf83a8e4e0e96051ac2a3c9a3\` ON \`online_refunds\`
        `);
    await queryRunner.query(`
            DROP TABLE \`online_refunds\`
        `);
  }
}
