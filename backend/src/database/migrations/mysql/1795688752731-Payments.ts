import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments, deposits and invoices: the payer on the order (a person or a company with its
 * requisites), the invoice number kept on the order, the company requisites on the user for the
 * next checkout, the payments ledger, the payment settings (one row) and the invoice counters
 * per year.
 */
export class Payments1795688752731 implements MigrationInterface {
  name = 'Payments1795688752731';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE \`orders\`
        ADD \`payer_type\` varchar(10) NOT NULL DEFAULT 'person',
        ADD \`company_name\` varchar(300) NULL,
        ADD \`company_unp\` varchar(9) NULL,
        ADD \`company_address\` varchar(500) NULL,
        ADD \`company_account\` varchar(28) NULL,
        ADD \`company_bic\` varchar(11) NULL,
        ADD \`invoice_number\` varchar(30) NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_fcd3f0e1643399fb09d52efba5\` ON \`orders\` (\`invoice_number\`)`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`company_payer\` text NULL`);
    await queryRunner.query(`
      CREATE TABLE \`order_payments\` (
        \`id\` int NOT NULL AUTO_INCREMENT,
        \`order_id\` int NOT NULL,
        \`amount\` decimal(10, 2) NOT NULL,
        \`method\` varchar(10) NOT NULL,
        \`paid_at\` datetime(6) NOT NULL,
        \`note\` varchar(500) NULL,
        \`created_by_id\` int NULL,
        \`created_by_email\` varchar(254) NULL,
        \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
        INDEX \`IDX_ccd4d667e2c79929665b43eb70\` (\`order_id\`, \`id\`),
        INDEX \`IDX_bfd153686b8db5ce50dcb71629\` (\`paid_at\`),
        PRIMARY KEY (\`id\`)
      ) ENGINE = InnoDB`);
    await queryRunner.query(
      `ALTER TABLE \`order_payments\` ADD CONSTRAINT \`FK_5d2ebca202f9d9370a001a571ba\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      CREATE TABLE \`payment_settings\` (
        \`id\` int NOT NULL,
        \`deposit_percent\` int NOT NULL,
        \`deposit_min_total\` decimal(10, 2) NOT NULL,
        \`balance_due_days\` int NOT NULL,
        \`vat_note\` varchar(200) NOT NULL,
        \`invoice_prefix\` varchar(10) NOT NULL,
        PRIMARY KEY (\`id\`)
      ) ENGINE = InnoDB`);
    await queryRunner.query(
      `CREATE TABLE \`invoice_counters\` (\`year\` int NOT NULL, \`last_number\` int NOT NULL, PRIMARY KEY (\`year\`)) ENGINE = InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`invoice_counters\``);
    await queryRunner.query(`DROP TABLE \`payment_settings\``);
    await queryRunner.query(`ALTER TABLE \`order_payments\` DROP FOREIGN KEY \`FK_5d2ebca202f9d9370a001a571ba\``);
    await queryRunner.query(`DROP TABLE \`order_payments\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`company_payer\``);
    await queryRunner.query(`DROP INDEX \`IDX_fcd3f0e1643399fb09d52efba5\` ON \`orders\``);
    await queryRunner.query(`
      ALTER TABLE \`orders\`
        DROP COLUMN \`invoice_number\`, DROP COLUMN \`company_bic\`, DROP COLUMN \`company_account\`,
        DROP COLUMN \`company_address\`, DROP COLUMN \`company_unp\`, DROP COLUMN \`company_name\`, DROP COLUMN \`payer_type\``);
  }
}
