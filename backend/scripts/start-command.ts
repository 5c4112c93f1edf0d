import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..');

/** The node flags of `npm start` (backend/package.json `start:prod`: `node <flags> dist/main.js`). */
export function startScriptNodeFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(join(BACKEND, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [node, ...rest] = scripts['start:prod'].trim().split(/\s+/);
  if (node !== 'node' || rest[rest.length - 1] !== 'dist/main.js')
    throw new Error(`Unexpected start:prod script: ${scripts['start:prod']}`);
  return rest.slice(0, -1);
}

/** The node flags of the image's CMD (the Dockerfile's exec form `["node", <flags>, "backend/dist/main.js"]`). */
export function dockerfileNodeFlags(): string[] {
  const dockerfile = readFileSync(join(BACKEND, '..', 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])\s*$/m.exec(dockerfile);
  if (!cmd) throw new Error('The Dockerfile has no CMD in exec form');
  const [node, ...rest] = JSON.parse(cmd[1]) as string[];
  if (node !== 'node' || rest[rest.length - 1] !== 'backend/dist/main.js') throw new Error(`Unexpected CMD: ${cmd[1]}`);
  return rest.slice(0, -1);
}
