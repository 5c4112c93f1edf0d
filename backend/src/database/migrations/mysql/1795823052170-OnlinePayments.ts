import { MigrationInterface, QueryRunner } from 'typeorm';

export class OnlinePayments1795823052170 implements MigrationInterface {
  name = 'OnlinePayments1795823052170';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`online_payments\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`order_id\` int NOT NULL,
                \`method\` varchar(10) NOT NULL,
                \`what\` varchar(10) NOT NULL,
                \`amount\` decimal(10, 2) NOT NULL,
                \`status\` varchar(12) NOT NULL DEFAULT 'pending',
                \`provider_token\` varchar(128) NULL,
                \`provider_uid\` varchar(64) NULL,
                \`redirect_url\` varchar(1000) NULL,
                \`erip_details\` text NULL,
                \`payment_id\` int NULL,
                \`message\` varchar(500) NULL,
                INDEX \`IDX_c6b20b9e07cc7f645a3b28639b\` (\`status\`, \`id\`),
                INDEX \`IDX_c170aa8af22cea0b2c8093806a\` (\`order_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\`
            ADD \`provider_uid\` varchar(64) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\`
            ADD UNIQUE INDEX \`IDX_f3dd5cdbb8db5a43c1debb8c02\` (\`provider_uid\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\`
            ADD \`refund_of_id\` int NULL
        `);
    // Widened in place (card_online): the generator's DROP + ADD would lose every payment's method.
    await queryRunner.query(`
            ALTER TABLE \`order_payments\` MODIFY \`method\` varchar(20) NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`online_payments\`
            ADD CONSTRAINT \`FK_eb054f43249c20b56018b535d0c\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`online_payments\` DROP FOREIGN KEY \`FK_eb054f43249c20b56018b535d0c\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\` MODIFY \`method\` varchar(10) NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\` DROP COLUMN \`refund_of_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\` DROP INDEX \`IDX_f3dd5cdbb8db5a43c1debb8c02\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_payments\` DROP COLUMN \`provider_uid\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c170aa8af22cea0b2c8093806a\` ON \`online_payments\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c6b20b9e07cc7f645a3b28639b\` ON \`online_payments\`
        `);
    await queryRunner.query(`
            DROP TABLE \`online_payments\`
        `);
  }
}
