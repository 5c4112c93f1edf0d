import { MigrationInterface, QueryRunner } from 'typeorm';

export class Quotes1795700869723 implements MigrationInterface {
  name = 'Quotes1795700869723';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`quotes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`token\` varchar(32) NOT NULL,
                \`version\` int NOT NULL DEFAULT '1',
                \`previous_id\` int NULL,
                \`replaced_by_id\` int NULL,
                \`status\` varchar(20) NOT NULL,
                \`enquiry_id\` int NULL,
                \`user_id\` int NULL,
                \`contact_name\` varchar(100) NOT NULL,
                \`contact_email\` varchar(254) NOT NULL,
                \`contact_phone\` varchar(20) NOT NULL,
                \`payer_type\` varchar(10) NOT NULL DEFAULT 'person',
                \`company_name\` varchar(300) NULL,
                \`company_unp\` varchar(9) NULL,
                \`company_address\` varchar(500) NULL,
                \`company_account\` varchar(28) NULL,
                \`company_bic\` varchar(11) NULL,
                \`event_at\` datetime(6) NOT NULL,
                \`guests\` int NOT NULL,
                \`format_code\` varchar(40) NULL,
                \`format_name\` varchar(100) NULL,
                \`delivery_method\` varchar(10) NOT NULL,
                \`delivery_address\` varchar(500) NULL,
                \`delivery_distance_km\` int NOT NULL DEFAULT '0',
                \`delivery_cost\` decimal(10, 2) NOT NULL,
                \`discount_amount\` decimal(10, 2) NULL,
                \`discount_percent\` decimal(5, 2) NULL,
                \`items_total\` decimal(10, 2) NOT NULL,
                \`services_total\` decimal(10, 2) NOT NULL,
                \`discount_total\` decimal(10, 2) NOT NULL,
                \`total\` decimal(10, 2) NOT NULL,
                \`valid_until\` varchar(10) NOT NULL,
                \`deposit_percent\` int NOT NULL,
                \`terms\` text NULL,
                \`internal_note\` text NULL,
                \`sent_at\` datetime(6) NULL,
                \`accepted_at\` datetime(6) NULL,
                \`order_id\` int NULL,
                UNIQUE INDEX \`IDX_45cce5cf93f4ca037e954650fc\` (\`token\`),
                INDEX \`IDX_6d9a31ac1d5b08a975fde735a4\` (\`contact_email\`),
                INDEX \`IDX_a2dae2ae2a2a446e58f5c9ba34\` (\`enquiry_id\`),
                INDEX \`IDX_5b208e31d6f201cd6410a805eb\` (\`event_at\`),
                INDEX \`IDX_cb3d9b05b2bcec312a07f4c59e\` (\`status\`, \`valid_until\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`quote_lines\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`quote_id\` int NOT NULL,
                \`position\` int NOT NULL,
                \`kind\` varchar(10) NOT NULL,
                \`product_id\` int NULL,
                \`category_name\` varchar(200) NULL,
                \`name\` varchar(200) NOT NULL,
                \`unit\` varchar(20) NULL,
                \`quantity\` int NOT NULL,
                \`unit_price\` decimal(10, 2) NOT NULL,
                \`catalogue_price\` decimal(10, 2) NULL,
                \`people_numbers\` int NULL,
                INDEX \`IDX_46e8edd92c3871a3365657eb46\` (\`quote_id\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`quote_status_changes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`quote_id\` int NOT NULL,
                \`from_status\` varchar(20) NULL,
                \`to_status\` varchar(20) NOT NULL,
                \`note\` text NULL,
                \`changed_by_id\` int NULL,
                \`changed_by_email\` varchar(254) NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_0050ea19f0e7d58689e3277d59\` (\`quote_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\`
            ADD \`kind\` varchar(10) NOT NULL DEFAULT 'dish'
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\`
            ADD \`unit\` varchar(20) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`deposit_percent\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\`
            ADD \`quote_deposit_percent\` int NOT NULL DEFAULT '50'
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD CONSTRAINT \`FK_a2dae2ae2a2a446e58f5c9ba34a\` FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD CONSTRAINT \`FK_adc561cc8195c80ec2eee9cee47\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD CONSTRAINT \`FK_6c1d3411164492cdfcb1473749c\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`quote_lines\`
            ADD CONSTRAINT \`FK_0338d96b421976a57a640570a38\` FOREIGN KEY (\`quote_id\`) REFERENCES \`quotes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`quote_lines\`
            ADD CONSTRAINT \`FK_d46678ba860b7704df2d822dc63\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`quote_status_changes\`
            ADD CONSTRAINT \`FK_773b7a310e61e89f4e1b30e92cb\` FOREIGN KEY (\`quote_id\`) REFERENCES \`quotes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`quote_status_changes\` DROP FOREIGN KEY \`FK_773b7a310e61e89f4e1b30e92cb\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quote_lines\` DROP FOREIGN KEY \`FK_d46678ba860b7704df2d822dc63\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quote_lines\` DROP FOREIGN KEY \`FK_0338d96b421976a57a640570a38\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP FOREIGN KEY \`FK_6c1d3411164492cdfcb1473749c\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP FOREIGN KEY \`FK_adc561cc8195c80ec2eee9cee47\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP FOREIGN KEY \`FK_a2dae2ae2a2a446e58f5c9ba34a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_settings\` DROP COLUMN \`quote_deposit_percent\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`deposit_percent\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\` DROP COLUMN \`unit\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\` DROP COLUMN \`kind\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_0050ea19f0e7d58689e3277d59\` ON \`quote_status_changes\`
        `);
    await queryRunner.query(`
            DROP TABLE \`quote_status_changes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_46e8edd92c3871a3365657eb46\` ON \`quote_lines\`
        `);
    await queryRunner.query(`
            DROP TABLE \`quote_lines\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_cb3d9b05b2bcec312a07f4c59e\` ON \`quotes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_5b208e31d6f201cd6410a805eb\` ON \`quotes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a2dae2ae2a2a446e58f5c9ba34\` ON \`quotes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_6d9a31ac1d5b08a975fde735a4\` ON \`quotes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_45cce5cf93f4ca037e954650fc\` ON \`quotes\`
        `);
    await queryRunner.query(`
            DROP TABLE \`quotes\`
        `);
  }
}
