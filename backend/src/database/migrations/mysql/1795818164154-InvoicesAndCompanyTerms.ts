import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvoicesAndCompanyTerms1795818164154 implements MigrationInterface {
  name = 'InvoicesAndCompanyTerms1795818164154';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`invoices\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`order_id\` int NOT NULL,
                \`number\` varchar(30) NOT NULL,
                \`issued_day\` varchar(10) NOT NULL,
                \`total\` decimal(10, 2) NOT NULL,
                \`replaces_number\` varchar(30) NULL,
                \`replaced_by_number\` varchar(30) NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_6b20aa66f2a835a4f2fbde4872\` (\`number\`),
                INDEX \`IDX_366149064df7144ff934babada\` (\`order_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\`
            ADD \`company_payment_days\` int NOT NULL DEFAULT '5'
        `);
    await queryRunner.query(`
            ALTER TABLE \`invoices\`
            ADD CONSTRAINT \`FK_ea83c3b911906a3578de2340fdf\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`invoices\` DROP FOREIGN KEY \`FK_ea83c3b911906a3578de2340fdf\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\` DROP COLUMN \`company_payment_days\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_366149064df7144ff934babada\` ON \`invoices\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_6b20aa66f2a835a4f2fbde4872\` ON \`invoices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`invoices\`
        `);
  }
}
