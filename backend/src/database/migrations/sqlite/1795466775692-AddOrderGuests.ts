import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.guests: the head count an order is for (nullable). A nullable column needs no table
 * rebuild on SQLite, so this is a plain ADD COLUMN, independent of the other migrations' indexes.
 */
export class AddOrderGuests1795466775692 implements MigrationInterface {
  name = 'AddOrderGuests1795466775692';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "guests" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "guests"`);
  }
}
