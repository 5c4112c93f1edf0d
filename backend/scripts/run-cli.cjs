// Runs one of the backend's command-line tools (`npm run backup`, `npm run restore`): from the
// TypeScript sources through ts-node in a checkout, from the build in the image (no sources there).
// Usage: node scripts/run-cli.cjs backup/backup-cli [arguments...]
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const [name, ...args] = process.argv.slice(2);
const backend = join(__dirname, '..');
const source = join(backend, 'src', `${name}.ts`);
const built = join(backend, 'dist', `${name}.js`);
const entry = existsSync(source) ? [require.resolve('ts-node/dist/bin.js'), '--transpile-only', source] : [built];
const result = spawnSync(process.execPath, [...entry, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
