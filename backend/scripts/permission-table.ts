// Rewrites the permission table in docs/architecture.md from @bulbash/rules (ROLE_PERMISSIONS):
// `npx ts-node --transpile-only scripts/permission-table.ts` in backend/.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionTableMarkdown } from '@bulbash/rules';
import { PERMISSION_TABLE_MARKERS, withPermissionTable } from '../src/auth/permission-table-doc';

const file = join(__dirname, '..', '..', 'docs', 'architecture.md');
const next = withPermissionTable(readFileSync(file, 'utf8'), permissionTableMarkdown());
writeFileSync(file, next);
console.log(`permission table written between ${PERMISSION_TABLE_MARKERS.start} and ${PERMISSION_TABLE_MARKERS.end}; run prettier on it`);
