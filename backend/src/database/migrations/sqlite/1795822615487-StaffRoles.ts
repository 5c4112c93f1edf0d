import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff roles replace the is_admin flag: every administrator becomes an owner. */
export class StaffRoles1795822615487 implements MigrationInterface {
  name = 'StaffRoles1795822615487';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "role" varchar(16)');
    await queryRunner.query(`UPDATE "users" SET "role" = 'owner' WHERE "is_admin" = 1`);
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "is_admin"');
    await queryRunner.query('CREATE INDEX "IDX_users_role" ON "users" ("role")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_users_role"');
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "is_admin" boolean NOT NULL DEFAULT (0)');
    await queryRunner.query('UPDATE "users" SET "is_admin" = 1 WHERE "role" IS NOT NULL');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "role"');
  }
}
