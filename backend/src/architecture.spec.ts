import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The layer rule of `npm run lint` (.dependency-cruiser.cjs, docs/architecture.md «Layers»):
 * the real tree passes, and imports planted in a scratch tree fail with the rule's name.
 */
const REPO = resolve(__dirname, '..', '..');
const CONFIG = join(REPO, '.dependency-cruiser.cjs');
const CLI = join(REPO, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

async function cruise(cwd: string): Promise<Violation[]> {
  const args = [CLI, 'backend/src', '--config', CONFIG, '--output-type', 'json'];
  // Exits non-zero when there are violations; the JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('backend layer order (dependency-cruiser)', () => {
  it('the backend passes: no upward import, no cycle between folders', async () => {
    expect(await cruise(REPO)).toEqual([]);
  }, 180_000);

  describe('planted imports', () => {
    let scratch: string;
    let violations: Violation[];

    const plant = (path: string, text: string) => {
      const file = join(scratch, 'backend', 'src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    };

    beforeAll(async () => {
      scratch = mkdtempSync(join(tmpdir(), 'layers-'));
      // An upward import: the catalogue (low) takes something from orders (above it).
      plant('orders/order.entity.ts', 'export class Order {}\n');
      plant('catalogue/planted.ts', "import { Order } from '../orders/order.entity';\nexport const planted = Order;\n");
      // A cycle between two folders: cart → capacity is the upward half.
      plant('cart/a.ts', "import { b } from '../capacity/b';\nexport const a = () => b;\n");
      plant('capacity/b.ts', "import { a } from '../cart/a';\nexport const b = () => a;\n");
      // A ground folder importing a domain: config → auth.
      plant('auth/limits.ts', 'export const LIMIT = 1;\n');
      plant('config/planted.ts', "import { LIMIT } from '../auth/limits';\nexport const planted = LIMIT;\n");
      // A folder the order does not know.
      plant('recipes/recipe.ts', "import { Order } from '../orders/order.entity';\nexport const recipe = Order;\n");
      // A known folder importing from a folder the order does not know.
      plant('recipes/card.ts', 'export const card = 1;\n');
      plant('quotes/uses-recipes.ts', "import { card } from '../recipes/card';\nexport const uses = card;\n");
      // Allowed: a domain importing from below it.
      plant('orders/uses-catalogue.ts', "import { planted } from '../catalogue/planted';\nexport const uses = planted;\n");
      violations = await cruise(scratch);
    }, 180_000);

    afterAll(() => rmSync(scratch, { recursive: true, force: true }), 180_000);

    const found = (from: string, to: string) =>
      violations
        .filter((violation) => violation.from === `backend/src/${from}` && violation.to === `backend/src/${to}`)
        .map((v) => v.rule.name);

    it('an upward import fails with layer-order', () => {
      expect(found('catalogue/planted.ts', 'orders/order.entity.ts')).toEqual(['layer-order']);
      expect(found('config/planted.ts', 'auth/limits.ts')).toEqual(['layer-order']);
    });

    it('a cycle between folders fails on its upward half', () => {
      expect(found('cart/a.ts', 'capacity/b.ts')).toEqual(['layer-order']);
      expect(found('capacity/b.ts', 'cart/a.ts')).toEqual([]);
    });

    it('a folder outside the order fails with layer-unplaced-folder', () => {
      expect(found('recipes/recipe.ts', 'orders/order.entity.ts')).toEqual(['layer-unplaced-folder']);
      expect(found('quotes/uses-recipes.ts', 'recipes/card.ts')).toEqual(['layer-unplaced-folder']);
    });

    it('every error is one of those above and all are errors', () => {
      expect(violations).toHaveLength(5);
      expect(violations.every((violation) => violation.rule.severity === 'error')).toBe(true);
    });
  });
});
