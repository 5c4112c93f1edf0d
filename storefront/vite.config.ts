import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

/**
 * What every page needs on its first render (React, the router, Emotion and the MUI core the layout
 * uses) goes into one long-cached chunk: fewer requests and better gzip than a dozen tiny shared
 * chunks. Everything else (MUI components of single screens included) is split per lazy route.
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|react-is|hoist-non-react-statics|stylis|clsx|@babel[\\/]runtime|@emotion|@mui[\\/](system|utils(?![\\/]useRovingTabIndex)|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|Box|Button|ButtonBase|IconButton|CircularProgress|SvgIcon|Typography|Container|Paper|utils|transitions|colors|DefaultPropsProvider|zero-styled|className|generateUtilityClass|generateUtilityClasses|useLazyRipple|locale))[\\/]/;
const appCore = /[\\/]src[\\/](state|api|theme\.ts|shared[\\/](constants|messages|format|usePageTitle|useAsync|Picture|Placeholder|Logo|labels))/;


export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel=modulepreload>: no polyfill needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 20 },
            { name: 'app', test: appCore, priority: 10 },
          ],
        },
      },
    },
  },
});
