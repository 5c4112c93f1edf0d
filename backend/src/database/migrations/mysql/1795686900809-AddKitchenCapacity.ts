import { MigrationInterface, QueryRunner } from 'typeorm';

/** Kitchen capacity (issue 25): the one settings row (overrides are notes in the order's history). */
export class AddKitchenCapacity1795686900809 implements MigrationInterface {
  name = 'AddKitchenCapacity1795686900809';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`capacity_settings\` (
                \`id\` int NOT NULL,
                \`max_guests_per_day\` int NOT NULL DEFAULT '300',
                \`max_orders_per_slot\` int NOT NULL DEFAULT '4',
                \`closed_weekdays\` text NOT NULL,
                \`closed_dates\` text NOT NULL,
                \`lead_time_tiers\` text NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    // The one settings row, with the defaults (bookings lock it).
    await queryRunner.query(`
            INSERT INTO \`capacity_settings\` (\`id\`, \`max_guests_per_day\`, \`max_orders_per_slot\`, \`closed_weekdays\`, \`closed_dates\`, \`lead_time_tiers\`)
            VALUES (1, 300, 4, '[]', '[]', '[{"min_guests":50,"hours":48},{"min_guests":150,"hours":72}]')
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`capacity_settings\`
        `);
  }
}
