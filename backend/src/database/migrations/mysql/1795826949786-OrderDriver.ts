import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderDriver1795826949786 implements MigrationInterface {
  name = 'OrderDriver1795826949786';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD \`driver_id\` int NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_84c319268a6c9c8d08865e680d\` ON \`orders\` (\`driver_id\`, \`delivery_at\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\`
            ADD CONSTRAINT \`FK_222cd7bf166a2d7a6aad9cdebee\` FOREIGN KEY (\`driver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_222cd7bf166a2d7a6aad9cdebee\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_84c319268a6c9c8d08865e680d\` ON \`orders\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`orders\` DROP COLUMN \`driver_id\`
        `);
  }
}
