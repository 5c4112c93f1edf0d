#!/usr/bin/env node
// Prints the gzip size of the JavaScript the back office loads before its landing screen (the
// Orders list, where /bulbash_admin/admin opens) and with each other screen opened directly, from
// the production build (`npm run build -w backoffice`). Exits non-zero when the landing figure is
// over the budget.
import { openBuild, withinBudget } from '../../scripts/first-load-js.mjs';

const BUDGET_KB = 320;
const build = openBuild(new URL('../dist/', import.meta.url).pathname, 'backoffice');

// The Orders list is built into the entry chunk (vite.config.ts); were it a lazy chunk again, it
// would still count here.
const orders = build.moduleKey('OrderList');
const landingKeys = orders ? [build.entryKey, orders] : [build.entryKey];
const landing = build.report('Landing /bulbash_admin/admin → Orders (shell + Orders list)', landingKeys);
const screens = [
  'OrderShow',
  'Agenda',
  'ProductionSheet',
  'CustomerList',
  'CategoryList',
  'SubcategoryList',
  'ProductList',
  'Dashboard',
  'Settings',
];
for (const name of screens) {
  const key = build.moduleKey(name);
  if (key) build.report(`With ${name} opened directly`, [...landingKeys, key], { listFiles: false });
}
// The about-us rich-text editor (TipTap) is fetched by the settings screen on demand.
const settings = build.moduleKey('Settings');
const editor = build.moduleKey('AboutUsEditor');
if (settings && editor) build.report('With Settings and its rich-text editor', [...landingKeys, settings, editor], { listFiles: false });
console.log('');
if (!withinBudget('Back office landing first-load JS', landing, BUDGET_KB)) process.exit(1);
