import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The docs name every folder of backend/src: the layer list of docs/architecture.md («Layers»)
 * and the folder guide of docs/contributing.md («Which folder owns what»).
 */
const REPO = resolve(__dirname, '..', '..');

/** The text of a `## ` section, from its heading to the next one. */
function section(file: string, heading: string): string {
  const text = readFileSync(join(REPO, file), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${file} has no section «${heading}»`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The folders a text does not name as `folder` or `folder/`. */
const unnamed = (folders: string[], text: string) =>
  folders.filter((folder) => !text.includes(`\`${folder}\``) && !text.includes(`\`${folder}/\``));

const FOLDERS = readdirSync(join(REPO, 'backend', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the docs name every folder of backend/src', () => {
  it('finds the folders', () => {
    expect(FOLDERS).toEqual(expect.arrayContaining(['admin', 'audit', 'common', 'costing', 'deliveries', 'orders', 'staff']));
  });

  it('docs/architecture.md «Layers» names each', () => {
    expect(unnamed(FOLDERS, section('docs/architecture.md', 'Layers (backend/src)'))).toEqual([]);
  });

  it('docs/contributing.md «Which folder owns what» names each', () => {
    expect(unnamed(FOLDERS, section('docs/contributing.md', 'Which folder owns what'))).toEqual([]);
  });

  it('a folder the docs do not name is reported', () => {
    expect(unnamed(['orders', 'lunches'], 'domains: `orders/`, `payments`')).toEqual(['lunches']);
    expect(unnamed(['pay'], 'only `payments/` here')).toEqual(['pay']);
  });
});
