import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOrderStatusHistory1795466112781 implements MigrationInterface {
  name = 'AddOrderStatusHistory1795466112781';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`order_status_changes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`order_id\` int NOT NULL,
                \`from_status\` varchar(20) NULL,
                \`to_status\` varchar(20) NOT NULL,
                \`changed_by_id\` int NULL,
                \`changed_by_email\` varchar(254) NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_df6c6bfb4d525b7ca51ac7a146\` (\`order_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_2b00e748c7c5c76b01af9d46bc\` ON \`orders\` (\`delivery_at\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_status_changes\`
            ADD CONSTRAINT \`FK_98fbf25a64a4f488d2289a1b3c8\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`order_status_changes\` DROP FOREIGN KEY \`FK_98fbf25a64a4f488d2289a1b3c8\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_2b00e748c7c5c76b01af9d46bc\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_df6c6bfb4d525b7ca51ac7a146\` ON \`order_status_changes\`
        `);
    await queryRunner.query(`
            DROP TABLE \`order_status_changes\`
        `);
  }
}
