import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { storefrontAliases } from './build/aliases.ts';
import { startEarlyRequests, type EarlyConfig } from './src/earlyRequests.ts';
import { PRODUCT_FILTER_KEYS } from './src/products/filterKeys.ts';
import { FULL_WIDTH, GRID_SIZES, THUMBNAIL_WIDTH } from './src/shared/imageSources.ts';

const backend = 'http://localhost:3000';

/**
 * What every page needs on its first render (React, the router, Emotion and the MUI core the layout
 * uses) goes into one long-cached chunk: fewer requests and better gzip than a dozen tiny shared
 * chunks. Everything else (MUI components of single screens included) is split per lazy route.
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|react-is|hoist-non-react-statics|stylis|clsx|@babel[\\/]runtime|@emotion|@mui[\\/](system|utils(?![\\/]useRovingTabIndex)|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|Box|Button|ButtonBase|IconButton|CircularProgress|SvgIcon|Typography|Container|Paper|utils|transitions|colors|DefaultPropsProvider|zero-styled|className|generateUtilityClass|generateUtilityClasses|useLazyRipple|locale))[\\/]/;
const appCore =
  /[\\/]src[\\/](state|api|theme\.ts|shared[\\/](constants|messages|format|usePageTitle|useAsync|Picture|Placeholder|Logo|labels))/;

/** The lazy screens whose chunks the start-up script modulepreloads for the page the visitor lands on. */
const firstScreens: Record<string, string> = {
  '/': 'src/home/HomePage.tsx',
  '/products': 'src/products/ProductsPage.tsx',
  '/product/': 'src/product/ProductPage.tsx',
  '/cart': 'src/cart/CartPage.tsx',
};

/**
 * Replaces `<!--early-requests-->` in index.html with the inline start-up script (src/earlyRequests.ts):
 * the landing page's screen chunk, API calls and main images start right after the HTML is parsed
 * instead of after the framework chunk has downloaded and run. In a build it knows each screen's chunk
 * and that chunk's static imports; it also inlines the small base stylesheet.
 */
function earlyRequests(): Plugin {
  return {
    name: 'bulbash-early-requests',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const routes: Record<string, string[]> = {};
        if (bundle) {
          const chunks = new Map<
            string,
            { imports: string[]; isEntry: boolean; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } }
          >();
          for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
          const closure = (files: string[], seen = new Set<string>()) => {
            for (const file of files) {
              if (seen.has(file)) continue;
              seen.add(file);
              closure(chunks.get(file)?.imports ?? [], seen);
            }
            return seen;
          };
          // The HTML already loads the entry chunk and its static imports.
          const entry = closure([...chunks].filter(([, chunk]) => chunk.isEntry).map(([file]) => file));
          for (const [path, module] of Object.entries(firstScreens)) {
            const screen = [...chunks].find(([, chunk]) => chunk.facadeModuleId?.endsWith(`/${module}`));
            if (!screen) throw new Error(`early-requests: no chunk for ${module}`);
            const files = [...closure([screen[0]])].filter((file) => !entry.has(file));
            // The screen's stylesheets too: Vite's loader of the chunk waits for them before the screen renders.
            const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
            routes[path] = [...files, ...styles].map((file) => `/${file}`);
          }
        }
        const config: EarlyConfig = {
          routes,
          productFilterKeys: PRODUCT_FILTER_KEYS,
          productSizes: GRID_SIZES.products,
          categorySizes: GRID_SIZES.categories,
          thumbnailWidth: THUMBNAIL_WIDTH,
          fullWidth: FULL_WIDTH,
        };
        const marker = '<!--early-requests-->';
        if (!html.includes(marker)) throw new Error(`early-requests: index.html has no ${marker}`);
        // Run in the task after parsing: the static shell is laid out and painted without waiting for it.
        const script = `<script>setTimeout(${startEarlyRequests.toString()}, 0, window, ${JSON.stringify(config)});</script>`;
        let page = html.replace(marker, () => script);
        if (bundle) {
          // The base stylesheet (about 1 KB) is inlined: the shell paints without waiting for a request.
          page = page.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
          });
        }
        return page;
      },
    },
  };
}

/**
 * The server entry (`vite build --ssr`): one self-contained CommonJS file, React, MUI and Emotion
 * bundled in, so the API process (CommonJS, with none of them among its own dependencies) requires it.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  resolve: { alias: storefrontAliases(true) },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
});

const clientBuild = (production: boolean) =>
  defineConfig({
    plugins: [react(), earlyRequests()],
    resolve: { alias: storefrontAliases(production) },
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

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : clientBuild(env.command === 'build')));
