import { MigrationInterface, QueryRunner } from 'typeorm';

export class DietAndQuoteTerms1795817398450 implements MigrationInterface {
  name = 'DietAndQuoteTerms1795817398450';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`cancellation_terms\` varchar(20) NOT NULL DEFAULT 'standard'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`exclude_allergens\` varchar(200) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`vegetarian_guests\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`dietary_note\` varchar(500) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\`
            ADD \`exclude_allergens\` varchar(200) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\`
            ADD \`vegetarian_guests\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\`
            ADD \`dietary_note\` varchar(500) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD \`cancellation_terms\` varchar(20) NOT NULL DEFAULT 'deposit_kept'
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD \`comment\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD \`change_request\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD \`exclude_allergens\` varchar(200) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD \`vegetarian_guests\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\`
            ADD \`dietary_note\` varchar(500) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP COLUMN \`dietary_note\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP COLUMN \`vegetarian_guests\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP COLUMN \`exclude_allergens\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP COLUMN \`change_request\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP COLUMN \`comment\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`quotes\` DROP COLUMN \`cancellation_terms\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\` DROP COLUMN \`dietary_note\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\` DROP COLUMN \`vegetarian_guests\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`enquiries\` DROP COLUMN \`exclude_allergens\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`dietary_note\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`vegetarian_guests\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`exclude_allergens\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`cancellation_terms\`
        `);
  }
}
