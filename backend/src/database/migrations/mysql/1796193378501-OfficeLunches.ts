import { MigrationInterface, QueryRunner } from 'typeorm';

export class OfficeLunches1796193378501 implements MigrationInterface {
  name = 'OfficeLunches1796193378501';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`lunch_contracts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`payer_type\` varchar(10) NOT NULL DEFAULT 'person',
                \`company_name\` varchar(300) NULL,
                \`company_unp\` varchar(9) NULL,
                \`company_address\` varchar(500) NULL,
                \`company_account\` varchar(28) NULL,
                \`company_bic\` varchar(11) NULL,
                \`contact_user_id\` int NOT NULL,
                \`contact_phone\` varchar(12) NULL,
                \`delivery_address\` varchar(500) NOT NULL,
                \`weekdays\` varchar(20) NOT NULL DEFAULT '1,2,3,4,5',
                \`delivery_time\` varchar(5) NOT NULL,
                \`headcount\` int NOT NULL,
                \`price_per_person\` decimal(10, 2) NOT NULL,
                \`cutoff_time\` varchar(5) NOT NULL DEFAULT '10:00',
                \`late_charge_percent\` int NOT NULL DEFAULT '100',
                \`po_number\` varchar(100) NULL,
                \`starts_on\` varchar(10) NOT NULL,
                \`ends_on\` varchar(10) NULL,
                \`status\` varchar(10) NOT NULL DEFAULT 'active',
                INDEX \`IDX_3ec7fa2374a1ff50be4055fba9\` (\`status\`, \`id\`),
                INDEX \`IDX_867c86697ef64b7da38c3c4596\` (\`contact_user_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`lunch_days\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`contract_id\` int NOT NULL,
                \`day\` varchar(10) NOT NULL,
                \`headcount\` int NULL,
                \`set_name\` varchar(100) NULL,
                \`diet_note\` varchar(300) NULL,
                \`skipped\` tinyint NOT NULL DEFAULT 0,
                \`outcome\` varchar(10) NULL,
                \`outcome_note\` varchar(500) NULL,
                \`order_id\` int NULL,
                \`price_per_person\` decimal(10, 2) NULL,
                \`late_charge\` decimal(10, 2) NOT NULL DEFAULT '0.00',
                INDEX \`IDX_lunch_days_day_contract\` (\`day\`, \`contract_id\`),
                UNIQUE INDEX \`IDX_lunch_days_contract_day\` (\`contract_id\`, \`day\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`lunch_invoices\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`contract_id\` int NOT NULL,
                \`month\` varchar(7) NOT NULL,
                \`number\` varchar(30) NOT NULL,
                \`issued_day\` varchar(10) NOT NULL,
                \`due_day\` varchar(10) NOT NULL,
                \`delivered_days\` int NOT NULL,
                \`delivered_total\` decimal(10, 2) NOT NULL,
                \`late_total\` decimal(10, 2) NOT NULL,
                \`total\` decimal(10, 2) NOT NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_1ea411e5c27f0d17f784a6ae37\` (\`number\`),
                UNIQUE INDEX \`IDX_478bc39f67a2a90130a407d16d\` (\`contract_id\`, \`month\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`lunch_invoice_reminders\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`invoice_id\` int NOT NULL,
                \`kind\` varchar(20) NOT NULL,
                \`due_day\` varchar(10) NOT NULL,
                \`sent_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_eb86358ed48ac1c799744831b0\` (\`invoice_id\`, \`kind\`, \`due_day\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`lunch_menu_sets\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`day\` varchar(10) NOT NULL,
                \`position\` int NOT NULL,
                \`name\` varchar(100) NOT NULL,
                INDEX \`IDX_e63af92af19a2eab8c9a672f38\` (\`day\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`lunch_menu_lines\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`set_id\` int NOT NULL,
                \`product_id\` int NOT NULL,
                \`quantity_per_person\` decimal(6, 2) NOT NULL,
                \`position\` int NOT NULL,
                INDEX \`IDX_42b7a3a5e6f2c64b45d5642a0e\` (\`set_id\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`origin\` varchar(10) NOT NULL DEFAULT 'shop'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`origin_id\` int NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_593a5d9e855130f1aa3cce2160\` ON \`orders\` (\`origin\`, \`origin_id\`, \`delivery_at\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_contracts\`
            ADD CONSTRAINT \`FK_867c86697ef64b7da38c3c45962\` FOREIGN KEY (\`contact_user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_days\`
            ADD CONSTRAINT \`FK_82b1293f50b228a17f057d17f4d\` FOREIGN KEY (\`contract_id\`) REFERENCES \`lunch_contracts\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_days\`
            ADD CONSTRAINT \`FK_1c34e5019db54acad0487fe578d\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_invoices\`
            ADD CONSTRAINT \`FK_3730041ce808b49d31dc30da288\` FOREIGN KEY (\`contract_id\`) REFERENCES \`lunch_contracts\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_invoice_reminders\`
            ADD CONSTRAINT \`FK_0a355a9c883473e2ad67c7aed52\` FOREIGN KEY (\`invoice_id\`) REFERENCES \`lunch_invoices\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_menu_lines\`
            ADD CONSTRAINT \`FK_78ec1617a055ee082ce70509b03\` FOREIGN KEY (\`set_id\`) REFERENCES \`lunch_menu_sets\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_menu_lines\`
            ADD CONSTRAINT \`FK_55ea7a28cd581ef06aeb66749ab\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`lunch_menu_lines\` DROP FOREIGN KEY \`FK_55ea7a28cd581ef06aeb66749ab\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_menu_lines\` DROP FOREIGN KEY \`FK_78ec1617a055ee082ce70509b03\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_invoice_reminders\` DROP FOREIGN KEY \`FK_0a355a9c883473e2ad67c7aed52\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_invoices\` DROP FOREIGN KEY \`FK_3730041ce808b49d31dc30da288\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_days\` DROP FOREIGN KEY \`FK_1c34e5019db54acad0487fe578d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_days\` DROP FOREIGN KEY \`FK_82b1293f50b228a17f057d17f4d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`lunch_contracts\` DROP FOREIGN KEY \`FK_867c86697ef64b7da38c3c45962\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_593a5d9e855130f1aa3cce2160\` ON \`orders\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`origin_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`origin\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_42b7a3a5e6f2c64b45d5642a0e\` ON \`lunch_menu_lines\`
        `);
    await queryRunner.query(`
            DROP TABLE \`lunch_menu_lines\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e63af92af19a2eab8c9a672f38\` ON \`lunch_menu_sets\`
        `);
    await queryRunner.query(`
            DROP TABLE \`lunch_menu_sets\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_eb86358ed48ac1c799744831b0\` ON \`lunch_invoice_reminders\`
        `);
    await queryRunner.query(`
            DROP TABLE \`lunch_invoice_reminders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_478bc39f67a2a90130a407d16d\` ON \`lunch_invoices\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1ea411e5c27f0d17f784a6ae37\` ON \`lunch_invoices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`lunch_invoices\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_lunch_days_contract_day\` ON \`lunch_days\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_lunch_days_day_contract\` ON \`lunch_days\`
        `);
    await queryRunner.query(`
            DROP TABLE \`lunch_days\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_867c86697ef64b7da38c3c4596\` ON \`lunch_contracts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_3ec7fa2374a1ff50be4055fba9\` ON \`lunch_contracts\`
        `);
    await queryRunner.query(`
            DROP TABLE \`lunch_contracts\`
        `);
  }
}
