import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../../src/web/storefront-renderer';

export const STOREFRONT_DIST = join(__dirname, '..', '..', '..', 'storefront', 'dist');

/** The built storefront with its server entry; a clear error when `npm run build -w storefront` has not made it yet. */
export function builtStorefront(): string {
  const entry = join(STOREFRONT_DIST, SERVER_ENTRY);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build -w storefront\` first`);
  return STOREFRONT_DIST;
}
