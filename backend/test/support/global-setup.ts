import { MYSQL_SERVER, TEST_ENGINE } from './database';
import { prepareMysqlTemplate, prepareSqliteTemplate } from './template-database';

/**
 * jest's global setup of the API tests (backend/jest.config.cjs): migrates this run's template
 * database once, before any test file starts; every file then copies it (template-database.ts).
 */
export default async function migrateTemplateOnce(): Promise<void> {
  if (TEST_ENGINE === 'mysql') await prepareMysqlTemplate(MYSQL_SERVER);
  else await prepareSqliteTemplate();
}
