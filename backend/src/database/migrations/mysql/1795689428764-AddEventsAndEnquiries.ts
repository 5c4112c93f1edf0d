import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddEventsAndEnquiries1795689428764 implements MigrationInterface {
  name = 'AddEventsAndEnquiries1795689428764';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`enquiries\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`user_id\` int NULL,
                \`status\` varchar(20) NOT NULL,
                \`event_at\` datetime(6) NOT NULL,
                \`guests\` int NOT NULL,
                \`format_code\` varchar(40) NOT NULL,
                \`format_name\` varchar(100) NOT NULL,
                \`budget_per_guest\` decimal(10, 2) NULL,
                \`delivery_method\` varchar(10) NOT NULL,
                \`delivery_address\` varchar(500) NULL,
                \`delivery_distance_km\` int NOT NULL DEFAULT '0',
                \`contact_name\` varchar(100) NOT NULL,
                \`contact_phone\` varchar(20) NOT NULL,
                \`contact_email\` varchar(254) NOT NULL,
                \`company_name\` varchar(200) NULL,
                \`comment\` text NULL,
                \`order_id\` int NULL,
                INDEX \`IDX_2a4ea0080603269bbf1e4a7b4d\` (\`user_id\`, \`date_created\`),
                INDEX \`IDX_b6ccdd7d060374bc4d4f5ecd33\` (\`event_at\`),
                INDEX \`IDX_30301892199df3f5ee99dfcd63\` (\`status\`, \`date_created\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`enquiry_lines\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`enquiry_id\` int NOT NULL,
                \`product_id\` int NOT NULL,
                \`category_id\` int NOT NULL,
                \`name\` varchar(200) NOT NULL,
                \`unit_price\` decimal(10, 2) NOT NULL,
                \`people_numbers\` int NOT NULL,
                \`quantity\` int NOT NULL,
                INDEX \`IDX_23f7a77a916c9268313139e5a8\` (\`enquiry_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`enquiry_status_changes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`enquiry_id\` int NOT NULL,
                \`from_status\` varchar(20) NULL,
                \`to_status\` varchar(20) NOT NULL,
                \`note\` text NULL,
                \`changed_by_id\` int NULL,
                \`changed_by_email\` varchar(254) NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_417ff9c5247ab3886a6b121a67\` (\`enquiry_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`event_formats\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`code\` varchar(40) NOT NULL,
                \`name\` varchar(100) NOT NULL,
                \`description\` text NOT NULL,
                \`min_guests\` int NOT NULL DEFAULT '1',
                \`position\` int NOT NULL DEFAULT '1',
                UNIQUE INDEX \`IDX_86548461bb338a3e345e465a7c\` (\`code\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`event_format_categories\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`format_id\` int NOT NULL,
                \`category_id\` int NOT NULL,
                \`portions_per_guest\` decimal(4, 2) NOT NULL,
                UNIQUE INDEX \`IDX_987d41ff1ea4ba17b97e6c1840\` (\`format_id\`, \`category_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\`
            ADD CONSTRAINT \`FK_583f1382114e85fc394c1f1bbb5\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\`
            ADD CONSTRAINT \`FK_2077a896e71f82a141f1dcdb9cb\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiry_lines\`
            ADD CONSTRAINT \`FK_af7ddac0a2ac7a206c603210d7d\` FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiry_status_changes\`
            ADD CONSTRAINT \`FK_b60a7d5c83bf9ec22862d0c00f6\` FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_format_categories\`
            ADD CONSTRAINT \`FK_47f529aa95eb2ccb1004a2e80b9\` FOREIGN KEY (\`format_id\`) REFERENCES \`event_formats\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_format_categories\`
            ADD CONSTRAINT \`FK_d6173f733ddb89c78a4e5b9fcfe\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`event_format_categories\` DROP FOREIGN KEY \`FK_d6173f733ddb89c78a4e5b9fcfe\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_format_categories\` DROP FOREIGN KEY \`FK_47f529aa95eb2ccb1004a2e80b9\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiry_status_changes\` DROP FOREIGN KEY \`FK_b60a7d5c83bf9ec22862d0c00f6\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiry_lines\` DROP FOREIGN KEY \`FK_af7ddac0a2ac7a206c603210d7d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\` DROP FOREIGN KEY \`FK_2077a896e71f82a141f1dcdb9cb\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\` DROP FOREIGN KEY \`FK_583f1382114e85fc394c1f1bbb5\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_987d41ff1ea4ba17b97e6c1840\` ON \`event_format_categories\`
        `);
    await queryRunner.query(`
            DROP TABLE \`event_format_categories\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_86548461bb338a3e345e465a7c\` ON \`event_formats\`
        `);
    await queryRunner.query(`
            DROP TABLE \`event_formats\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_417ff9c5247ab3886a6b121a67\` ON \`enquiry_status_changes\`
        `);
    await queryRunner.query(`
            DROP TABLE \`enquiry_status_changes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_23f7a77a916c9268313139e5a8\` ON \`enquiry_lines\`
        `);
    await queryRunner.query(`
            DROP TABLE \`enquiry_lines\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_30301892199df3f5ee99dfcd63\` ON \`enquiries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b6ccdd7d060374bc4d4f5ecd33\` ON \`enquiries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_2a4ea0080603269bbf1e4a7b4d\` ON \`enquiries\`
        `);
    await queryRunner.query(`
            DROP TABLE \`enquiries\`
        `);
  }
}
