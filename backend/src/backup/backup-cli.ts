import { resolve } from 'node:path';
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import { backup } from './backup';

/**
 * `npm run backup [-- <folder>]`: a consistent dump of the configured database (SQLite online
 * backup, or a dump through the MySQL driver) and a copy of the uploads, under <folder>/<timestamp>/ (default ./backups).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Relative to where `npm run` was typed (npm runs the script in backend/).
  const result = await backup(
    config,
    resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? process.env.BACKUP_DIR ?? 'backups'),
  );
  console.log(`Backup written to ${result.dir} (database: ${result.database}; uploads: ${result.uploads ?? 'none'})`);
  if (result.skipped.length > 0)
    console.warn(`Left out of the backup (links and other non-regular files under UPLOAD_DIR): ${result.skipped.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
