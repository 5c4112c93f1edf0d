import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCustomerTotalsIndex1795474556562 implements MigrationInterface {
  name = 'AddCustomerTotalsIndex1795474556562';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "IDX_9f8d9b95f22df11b5d59b32792" ON "orders" (
                "user_id",
                "status",
                "total_cost",
                "date_created"
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_9f8d9b95f22df11b5d59b32792"
        `);
  }
}
