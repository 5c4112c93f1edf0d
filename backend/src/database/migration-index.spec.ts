import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';

describe('migration index', () => {
  it.each(['mysql', 'sqlite'] as const)(
    'lists every %s migration file, oldest first (node scripts/migration-index.mjs rewrites it)',
    (engine) => {
      const files = readdirSync(join(__dirname, 'migrations', engine))
        .filter((name) => name.endsWith('.ts'))
        .sort();
      const stamps = files.map((file) => file.split('-')[0]);
      expect(MIGRATIONS[engine].map((migration) => /\d{13}$/.exec(migration.name)?.[0])).toEqual(stamps);
    },
  );
});
