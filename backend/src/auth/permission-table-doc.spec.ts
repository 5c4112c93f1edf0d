import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionTableMarkdown } from '@bulbash/rules';
import { permissionTableRows, tableRows } from './permission-table-doc';

describe('the permission table in docs/architecture.md', () => {
  it('is the table of @bulbash/rules (rewrite it with backend/scripts/permission-table.ts)', () => {
    const document = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    expect(permissionTableRows(document)).toEqual(tableRows(permissionTableMarkdown()));
  });

  it('names every role and refuses the kitchen money', () => {
    const table = permissionTableMarkdown();
    expect(table.split('\n')[0]).toBe('| resource | area | owner | manager | kitchen | driver | accountant |');
    expect(table).toContain('| `cash_report` | касса | read, write | — | — | — | read |');
  });
});
