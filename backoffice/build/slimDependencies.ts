import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RA_ROUTER_ADAPTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));

/**
 * Production build only: two library modules the back office never runs are replaced by small
 * local ones (build/shims/), about 20 KB gzip off the first load.
 * - ra-core's react-router adapter gets a react-router-dom without the hash-router fallback;
 * - node-polyglot's `object.entries` polyfill is the browser's Object.entries.
 * Tests and the dev server use the packages as they are.
 */
export function slimDependencies(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'bulbash-slim-dependencies',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    resolveId(source, importer) {
      if (source === 'react-router-dom' && RA_ROUTER_ADAPTER.test(importer ?? '')) {
        replaced.add(source);
        return shim('reactRouterAdapter.ts');
      }
      if (source === 'object.entries') {
        replaced.add(source);
        return shim('objectEntries.cjs');
      }
      return null;
    },
    buildEnd() {
      // A library upgrade that moves these imports makes the first load heavier again: say so.
      for (const source of ['react-router-dom', 'object.entries'])
        if (!replaced.has(source))
          this.warn(`${source} was not replaced: check build/slimDependencies.ts against the installed ra-core / node-polyglot`);
    },
  };
}
