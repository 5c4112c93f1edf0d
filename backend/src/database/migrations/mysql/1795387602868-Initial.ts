import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795387602868 implements MigrationInterface {
  name = 'Initial1795387602868';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`users\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`email\` varchar(254) NOT NULL,
                \`name\` varchar(100) NOT NULL,
                \`surname\` varchar(100) NOT NULL,
                \`password_hash\` varchar(255) NOT NULL,
                \`is_active\` tinyint NOT NULL DEFAULT 0,
                \`is_admin\` tinyint NOT NULL DEFAULT 0,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_97672ac88f789774dd47f7c8be\` (\`email\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`one_time_tokens\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`purpose\` varchar(20) NOT NULL,
                \`token_hash\` varchar(64) NOT NULL,
                \`expires_at\` datetime(6) NOT NULL,
                \`used_at\` datetime(6) NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_c3008703af87258da5d23e5f75\` (\`user_id\`, \`purpose\`),
                UNIQUE INDEX \`IDX_22e595d22f108ce4f2843e043a\` (\`token_hash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`sessions\` (
                \`id\` varchar(36) NOT NULL,
                \`user_id\` int NOT NULL,
                \`expires_at\` datetime(6) NOT NULL,
                \`revoked_at\` datetime(6) NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_085d540d9f418cfbdc7bd55bb1\` (\`user_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`categories\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(200) NOT NULL,
                \`description\` text NOT NULL,
                \`image_path\` varchar(255) NULL,
                \`status_enabled\` tinyint NOT NULL DEFAULT 0,
                \`position\` int NOT NULL DEFAULT '1',
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_b55e67920b22b25e76689f2c7c\` (\`status_enabled\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`subcategories\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(200) NOT NULL,
                \`category_id\` int NOT NULL,
                \`status_enabled\` tinyint NOT NULL DEFAULT 0,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_1c57ef7cf4d9b2f596a96c5c89\` (\`category_id\`, \`status_enabled\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`products\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(200) NOT NULL,
                \`description\` text NOT NULL,
                \`ingredients\` text NOT NULL,
                \`image_path\` varchar(255) NULL,
                \`price\` decimal(10, 2) NOT NULL,
                \`weight\` int NOT NULL DEFAULT '0',
                \`people_numbers\` int NOT NULL DEFAULT '0',
                \`category_id\` int NOT NULL,
                \`subcategory_id\` int NOT NULL,
                \`status_enabled\` tinyint NOT NULL DEFAULT 0,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_ba093297f7d0fe5432e252953d\` (\`status_enabled\`, \`people_numbers\`),
                INDEX \`IDX_a9b9640e61565ff150600b9f98\` (\`status_enabled\`, \`weight\`),
                INDEX \`IDX_0e8571f3e69962af8f19c39dcc\` (\`subcategory_id\`, \`status_enabled\`, \`price\`),
                INDEX \`IDX_7bd632a8911e316801d44d1d01\` (\`category_id\`, \`status_enabled\`, \`price\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`cart_items\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`product_id\` int NOT NULL,
                \`quantity\` int NOT NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_b2c6ebe6bd6f9a4e6bbd8ab082\` (\`user_id\`, \`product_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`about_us\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`text\` text NOT NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`contacts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name_organization\` varchar(255) NOT NULL,
                \`phone_number_1\` varchar(30) NOT NULL,
                \`phone_number_2\` varchar(30) NULL,
                \`email\` varchar(254) NOT NULL,
                \`telegram_link\` varchar(255) NOT NULL,
                \`instagram_link\` varchar(255) NOT NULL,
                \`app_link\` varchar(255) NOT NULL,
                \`pan\` varchar(20) NOT NULL,
                \`certificate_number\` varchar(50) NOT NULL,
                \`commercial_register\` varchar(100) NOT NULL,
                \`issued_by\` varchar(255) NOT NULL,
                \`organization_address\` varchar(255) NOT NULL,
                \`physical_address\` varchar(255) NOT NULL,
                \`photo_certificate\` varchar(255) NULL,
                \`bank_current_account\` varchar(50) NOT NULL,
                \`bank_identification_code\` varchar(20) NOT NULL,
                \`bank_address\` varchar(255) NOT NULL,
                \`about_me\` text NOT NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`orders\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`payment_method\` varchar(10) NOT NULL,
                \`status\` varchar(20) NOT NULL,
                \`total_cost\` decimal(10, 2) NOT NULL,
                \`first_name\` varchar(100) NOT NULL,
                \`surname\` varchar(100) NOT NULL,
                \`last_name\` varchar(100) NOT NULL,
                \`contact_phone\` varchar(20) NOT NULL,
                \`contact_email\` varchar(254) NULL,
                \`delivery_address\` varchar(500) NULL,
                \`checkout_key\` varchar(64) NOT NULL,
                \`date_created\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`date_updated\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_e0dc7565b14f7f1689c13f064c\` (\`contact_phone\`),
                INDEX \`IDX_7e7dfeb2443a15baf25cf40a01\` (\`date_created\`),
                INDEX \`IDX_e9d11e6a40337adc86703e3b03\` (\`payment_method\`, \`date_created\`),
                INDEX \`IDX_658cd759a8070810d59e55e0eb\` (\`status\`, \`date_created\`),
                INDEX \`IDX_e0b62112475d21ab7b83ab60a5\` (\`user_id\`, \`date_created\`),
                UNIQUE INDEX \`IDX_7d82bc2639263ca02c276a87e2\` (\`checkout_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`order_items\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`order_id\` int NOT NULL,
                \`product_id\` int NULL,
                \`name\` varchar(200) NOT NULL,
                \`description\` text NOT NULL,
                \`image_path\` varchar(255) NULL,
                \`product_cost\` decimal(10, 2) NOT NULL,
                \`quantity\` int NOT NULL,
                INDEX \`IDX_145532db85752b29c57d2b7b1f\` (\`order_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`one_time_tokens\`
            ADD CONSTRAINT \`FK_0dc2deee64e514ad6f7e69504e1\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`sessions\`
            ADD CONSTRAINT \`FK_085d540d9f418cfbdc7bd55bb19\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`subcategories\`
            ADD CONSTRAINT \`FK_f7b015bc580ae5179ba5a4f42ec\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`products\`
            ADD CONSTRAINT \`FK_9a5f6868c96e0069e699f33e124\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`products\`
            ADD CONSTRAINT \`FK_c9de3a8edea9269ca774c919b9a\` FOREIGN KEY (\`subcategory_id\`) REFERENCES \`subcategories\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`cart_items\`
            ADD CONSTRAINT \`FK_b7213c20c1ecdc6597abc8f1212\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`cart_items\`
            ADD CONSTRAINT \`FK_30e89257a105eab7648a35c7fce\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD CONSTRAINT \`FK_a922b820eeef29ac1c6800e826a\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\`
            ADD CONSTRAINT \`FK_145532db85752b29c57d2b7b1f1\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\`
            ADD CONSTRAINT \`FK_9263386c35b6b242540f9493b00\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`order_items\` DROP FOREIGN KEY \`FK_9263386c35b6b242540f9493b00\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_items\` DROP FOREIGN KEY \`FK_145532db85752b29c57d2b7b1f1\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_a922b820eeef29ac1c6800e826a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`cart_items\` DROP FOREIGN KEY \`FK_30e89257a105eab7648a35c7fce\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`cart_items\` DROP FOREIGN KEY \`FK_b7213c20c1ecdc6597abc8f1212\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`products\` DROP FOREIGN KEY \`FK_c9de3a8edea9269ca774c919b9a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`products\` DROP FOREIGN KEY \`FK_9a5f6868c96e0069e699f33e124\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`subcategories\` DROP FOREIGN KEY \`FK_f7b015bc580ae5179ba5a4f42ec\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`sessions\` DROP FOREIGN KEY \`FK_085d540d9f418cfbdc7bd55bb19\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`one_time_tokens\` DROP FOREIGN KEY \`FK_0dc2deee64e514ad6f7e69504e1\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_145532db85752b29c57d2b7b1f\` ON \`order_items\`
        `);
    await queryRunner.query(`
            DROP TABLE \`order_items\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7d82bc2639263ca02c276a87e2\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e0b62112475d21ab7b83ab60a5\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_658cd759a8070810d59e55e0eb\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e9d11e6a40337adc86703e3b03\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7e7dfeb2443a15baf25cf40a01\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e0dc7565b14f7f1689c13f064c\` ON \`orders\`
        `);
    await queryRunner.query(`
            DROP TABLE \`orders\`
        `);
    await queryRunner.query(`
            DROP TABLE \`contacts\`
        `);
    await queryRunner.query(`
            DROP TABLE \`about_us\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b2c6ebe6bd6f9a4e6bbd8ab082\` ON \`cart_items\`
        `);
    await queryRunner.query(`
            DROP TABLE \`cart_items\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7bd632a8911e316801d44d1d01\` ON \`products\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_0e8571f3e69962af8f19c39dcc\` ON \`products\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a9b9640e61565ff150600b9f98\` ON \`products\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ba093297f7d0fe5432e252953d\` ON \`products\`
        `);
    await queryRunner.query(`
            DROP TABLE \`products\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1c57ef7cf4d9b2f596a96c5c89\` ON \`subcategories\`
        `);
    await queryRunner.query(`
            DROP TABLE \`subcategories\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b55e67920b22b25e76689f2c7c\` ON \`categories\`
        `);
    await queryRunner.query(`
            DROP TABLE \`categories\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_085d540d9f418cfbdc7bd55bb1\` ON \`sessions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`sessions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_22e595d22f108ce4f2843e043a\` ON \`one_time_tokens\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c3008703af87258da5d23e5f75\` ON \`one_time_tokens\`
        `);
    await queryRunner.query(`
            DROP TABLE \`one_time_tokens\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_97672ac88f789774dd47f7c8be\` ON \`users\`
        `);
    await queryRunner.query(`
            DROP TABLE \`users\`
        `);
  }
}
