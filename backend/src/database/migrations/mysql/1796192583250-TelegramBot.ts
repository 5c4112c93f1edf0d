import { MigrationInterface, QueryRunner } from 'typeorm';

export class TelegramBot1796192583250 implements MigrationInterface {
  name = 'TelegramBot1796192583250';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`telegram_connect_codes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`code\` varchar(16) NOT NULL,
                \`created_at\` datetime(6) NOT NULL,
                \`expires_at\` datetime(6) NOT NULL,
                \`used_at\` datetime(6) NULL,
                \`used_chat_id\` varchar(32) NULL,
                UNIQUE INDEX \`IDX_64b7e3bb11a63156f18617d861\` (\`code\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`telegram_links\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`chat_id\` varchar(32) NOT NULL,
                \`linked_at\` datetime(6) NOT NULL,
                UNIQUE INDEX \`IDX_4a6112193e0d68ac5bd296bf20\` (\`user_id\`),
                UNIQUE INDEX \`IDX_15c55465df44f5720fe056b0cb\` (\`chat_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`telegram_notices\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`notice_key\` varchar(100) NOT NULL,
                \`created_at\` datetime(6) NOT NULL,
                UNIQUE INDEX \`IDX_532b57a5718f456fc307e7f519\` (\`notice_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`telegram_settings\` (
                \`id\` int NOT NULL,
                \`group_chat_id\` varchar(32) NULL,
                \`group_title\` varchar(255) NULL,
                \`group_connected_at\` datetime(6) NULL,
                \`events\` varchar(500) NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`outbox\`
            ADD \`channel\` varchar(10) NOT NULL DEFAULT 'email'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`on_the_way_at\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`telegram_links\`
            ADD CONSTRAINT \`FK_4a6112193e0d68ac5bd296bf20c\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`telegram_links\` DROP FOREIGN KEY \`FK_4a6112193e0d68ac5bd296bf20c\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`on_the_way_at\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`outbox\` DROP COLUMN \`channel\`
        `);
    await queryRunner.query(`
            DROP TABLE \`telegram_settings\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_532b57a5718f456fc307e7f519\` ON \`telegram_notices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`telegram_notices\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_15c55465df44f5720fe056b0cb\` ON \`telegram_links\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_4a6112193e0d68ac5bd296bf20\` ON \`telegram_links\`
        `);
    await queryRunner.query(`
            DROP TABLE \`telegram_links\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_64b7e3bb11a63156f18617d861\` ON \`telegram_connect_codes\`
        `);
    await queryRunner.query(`
            DROP TABLE \`telegram_connect_codes\`
        `);
  }
}
