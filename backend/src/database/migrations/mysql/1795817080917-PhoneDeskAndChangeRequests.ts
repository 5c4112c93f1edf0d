import { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneDeskAndChangeRequests1795817080917 implements MigrationInterface {
  name = 'PhoneDeskAndChangeRequests1795817080917';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`order_change_requests\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`order_id\` int NOT NULL,
                \`user_id\` int NOT NULL,
                \`status\` varchar(10) NOT NULL DEFAULT 'open',
                \`guests\` int NULL,
                \`delivery_at\` datetime(6) NULL,
                \`lines\` text NULL,
                \`comment\` varchar(2000) NULL,
                \`decline_reason\` varchar(1000) NULL,
                \`decided_by_email\` varchar(254) NULL,
                \`decided_at\` datetime(6) NULL,
                INDEX \`IDX_order_change_requests_user\` (\`user_id\`, \`date_created\`),
                INDEX \`IDX_order_change_requests_status\` (\`status\`, \`date_created\`),
                INDEX \`IDX_order_change_requests_order\` (\`order_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`phone\` varchar(12) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` CHANGE \`email\` \`email\` varchar(254) NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_users_phone\` ON \`users\` (\`phone\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_change_requests\`
            ADD CONSTRAINT \`FK_f47a9e54c9dc63042b1d7ee9087\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`order_change_requests\` DROP FOREIGN KEY \`FK_f47a9e54c9dc63042b1d7ee9087\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_users_phone\` ON \`users\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` CHANGE \`email\` \`email\` varchar(254) NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`phone\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_order_change_requests_order\` ON \`order_change_requests\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_order_change_requests_status\` ON \`order_change_requests\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_order_change_requests_user\` ON \`order_change_requests\`
        `);
    await queryRunner.query(`
            DROP TABLE \`order_change_requests\`
        `);
  }
}
