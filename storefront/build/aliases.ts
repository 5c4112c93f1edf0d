import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageFile = (specifier: string, file: string) => join(dirname(require.resolve(specifier)), file);

/**
 * The storefront's theme has no CSS variables and one colour scheme, so it is made and provided by
 * MUI's no-variables halves. `@mui/material/styles` exports only the front doors that pull in both
 * halves (createTheme and ThemeProvider choose at run time, so the bundler keeps the CSS-variables
 * machinery: about 4 KB gzip of first-load JS); these aliases reach the two files behind them
 * (typed through tsconfig.json's `paths`). Used by the client and server builds and the component
 * tests alike, so all render the same styles.
 */
const muiNoVars = {
  '@mui-no-vars/createTheme': packageFile('@mui/material/styles', 'createThemeNoVars.mjs'),
  '@mui-no-vars/ThemeProvider': packageFile('@mui/material/styles', 'ThemeProviderNoVars.mjs'),
};

/**
 * React Router's package exports only its development build (warnings and checks included); its own
 * Vite plugin points production bundles at the production build, as this alias does.
 */
const reactRouterProduction = [{ find: /^react-router$/, replacement: packageFile('react-router', '../production/index.mjs') }];

/** The aliases of a storefront bundle: `production` for `vite build`, not for the dev server or tests. */
export function storefrontAliases(production: boolean) {
  return [...Object.entries(muiNoVars).map(([find, replacement]) => ({ find, replacement })), ...(production ? reactRouterProduction : [])];
}
