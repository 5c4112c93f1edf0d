import { MigrationInterface, QueryRunner } from "typeorm";

export class DeskCustomerPhone1795813499666 implements MigrationInterface {
    name = 'DeskCustomerPhone1795813499666'

    public async up(queryRunner: QueryRunner): Promise<void> {
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
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_users_phone\` ON \`users\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`users\` CHANGE \`email\` \`email\` varchar(254) NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`phone\`
        `);
    }

}
