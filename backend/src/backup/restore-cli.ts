import { resolve } from 'node:path';
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import { restore, RestoreError } from './restore';

/**
 * `npm run restore <backup folder or its shop.sql / shop.sqlite>`: restores into the empty
 * database of DATABASE_URL and copies the uploads into UPLOAD_DIR. Stop the shop first.
 */
async function main(): Promise<void> {
  const path = process.argv[2];
  if (!path) {
    console.error('Usage: npm run restore <backup folder>   (a folder written by npm run backup, or its shop.sql / shop.sqlite)');
    process.exit(2);
  }
  const config = loadConfig();
  // Relative to where `npm run` was typed (npm runs the script in backend/).
  const result = await restore(config, resolve(process.env.INIT_CWD ?? process.cwd(), path));
  console.log(
    `Restored ${result.database} into ${config.database.type === 'sqlite' ? config.database.file : config.database.database}; ${result.uploads} upload files copied to ${config.uploadDir}`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreError;
  console.error(known ? (error as Error).message : error instanceof Error ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
