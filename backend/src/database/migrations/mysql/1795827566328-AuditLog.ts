import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795827566328 implements MigrationInterface {
  name = 'AuditLog1795827566328';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`audit_log\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`at\` datetime(6) NOT NULL,
                \`actor_id\` int NULL,
                \`actor_email\` varchar(254) NULL,
                \`actor_role\` varchar(16) NULL,
                \`entity\` varchar(32) NOT NULL,
                \`entity_id\` int NULL,
                \`action\` varchar(32) NOT NULL,
                \`changes\` text NOT NULL,
                INDEX \`IDX_audit_log_actor\` (\`actor_id\`, \`id\`),
                INDEX \`IDX_audit_log_entity\` (\`entity\`, \`entity_id\`, \`id\`),
                INDEX \`IDX_audit_log_at\` (\`at\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_audit_log_at\` ON \`audit_log\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_audit_log_entity\` ON \`audit_log\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_audit_log_actor\` ON \`audit_log\`
        `);
    await queryRunner.query(`
            DROP TABLE \`audit_log\`
        `);
  }
}
