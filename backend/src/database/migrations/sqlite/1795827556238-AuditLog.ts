import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795827556238 implements MigrationInterface {
  name = 'AuditLog1795827556238';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "audit_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "at" datetime(6) NOT NULL,
                "actor_id" integer,
                "actor_email" varchar(254),
                "actor_role" varchar(16),
                "entity" varchar(32) NOT NULL,
                "entity_id" integer,
                "action" varchar(32) NOT NULL,
                "changes" text NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_audit_log_entity" ON "audit_log" ("entity", "entity_id", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_audit_log_at"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_audit_log_entity"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_audit_log_actor"
        `);
    await queryRunner.query(`
            DROP TABLE "audit_log"
        `);
  }
}
