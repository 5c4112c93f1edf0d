#!/usr/bin/env node
// Prints the gzip size of the JavaScript the back office loads before its first screen (the
// dashboard) and with each screen, from the production build (`npm run build -w backoffice`).
// Exits non-zero when the first load is over the budget.
import { openBuild, withinBudget } from '../../scripts/first-load-js.mjs';

const BUDGET_KB = 320;
const build = openBuild(new URL('../dist/', import.meta.url).pathname, 'backoffice');

const entry = build.report('Entry (shell, data provider, i18n, layout)', [build.entryKey]);
const dashboard = build.moduleKey('Dashboard');
const firstLoad = dashboard ? build.report('Admin home /bulbash_admin/admin (entry + dashboard)', [build.entryKey, dashboard]) : entry;
for (const name of ['OrderList', 'CustomerList', 'CategoryList', 'SubcategoryList', 'ProductList', 'Settings']) {
  const key = build.moduleKey(name);
  if (key) build.report(`With ${name}`, [build.entryKey, key], { listFiles: false });
}
// The about-us rich-text editor (TipTap) is fetched by the settings screen on demand.
const settings = build.moduleKey('Settings');
const editor = build.moduleKey('AboutUsEditor');
if (settings && editor) build.report('With Settings and its rich-text editor', [build.entryKey, settings, editor], { listFiles: false });
console.log('');
if (!withinBudget('Back office first-load JS', firstLoad, BUDGET_KB)) process.exit(1);
