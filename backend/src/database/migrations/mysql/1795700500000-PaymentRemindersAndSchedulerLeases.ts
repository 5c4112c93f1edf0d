import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment reminders sent (one per order, kind and due day: the unique key lets one of two
 * concurrent scans send it) and the scheduler's leases (who runs a scheduled task without Redis).
 */
export class PaymentRemindersAndSchedulerLeases1795700500000 implements MigrationInterface {
  name = 'PaymentRemindersAndSchedulerLeases1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`payment_reminders\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`order_id\` int NOT NULL,
                \`kind\` varchar(20) NOT NULL,
                \`due_day\` varchar(10) NOT NULL,
                \`sent_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_a151b609f107fd1e190450407f\` (\`order_id\`, \`kind\`, \`due_day\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`scheduler_leases\` (
                \`name\` varchar(100) NOT NULL,
                \`owner\` varchar(100) NULL,
                \`expires_at\` datetime(6) NOT NULL,
                PRIMARY KEY (\`name\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_reminders\`
            ADD CONSTRAINT \`FK_98509a47c857dd43812a6484c4f\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`payment_reminders\` DROP FOREIGN KEY \`FK_98509a47c857dd43812a6484c4f\`
        `);
    await queryRunner.query(`
            DROP TABLE \`scheduler_leases\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a151b609f107fd1e190450407f\` ON \`payment_reminders\`
        `);
    await queryRunner.query(`
            DROP TABLE \`payment_reminders\`
        `);
  }
}
