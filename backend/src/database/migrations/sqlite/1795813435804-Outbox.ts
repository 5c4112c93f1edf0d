import { MigrationInterface, QueryRunner } from 'typeorm';

export class Outbox1795813435804 implements MigrationInterface {
  name = 'Outbox1795813435804';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "outbox" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "recipient" varchar(320) NOT NULL,
                "subject" varchar(500) NOT NULL,
                "content" json NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('pending'),
                "attempts" integer NOT NULL DEFAULT (0),
                "last_error" varchar(1000),
                "created_at" datetime(6) NOT NULL,
                "next_attempt_at" datetime(6) NOT NULL,
                "sent_at" datetime(6),
                "claimed_by" varchar(100),
                "claimed_until" datetime(6)
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_outbox_due" ON "outbox" ("status", "next_attempt_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_outbox_due"
        `);
    await queryRunner.query(`
            DROP TABLE "outbox"
        `);
  }
}
