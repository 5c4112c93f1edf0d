import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** react-admin's Material UI components (ra-ui-materialui), in the build, the tests and the dev server. */
const REACT_ADMIN_UI = /[\\/]node_modules[\\/]ra-ui-materialui[\\/]/;
const SHIMS: Record<string, string> = {
  '@mui/material': 'muiMaterial.ts',
  '@mui/material/TextField': 'muiTextField.ts',
  '@mui/material/FormControlLabel': 'muiFormControlLabel.ts',
};
const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));

/** The shim of a Material UI import made by react-admin's own components, else null. */
function shimmed(source: string, importer: string | undefined): string | null {
  const file = SHIMS[source];
  return file && REACT_ADMIN_UI.test(importer ?? '') ? shim(file) : null;
}

/**
 * react-admin 5 renders Material UI 9 with some of Material UI 5's props, which reach the DOM
 * («React does not recognize the `InputProps` prop on a DOM element»): its imports of Material UI
 * get a TextField and a FormControlLabel that turn them into slotProps (build/shims/muiLegacyProps.tsx),
 * in the build, the tests and the dev server (whose pre-bundling of react-admin gets the same
 * redirect through `muiLegacyPropsInPrebundle`). Everything else, our code included, imports
 * Material UI as it is. The tests run react-admin through Vite for this (vite.config.ts,
 * `server.deps.inline`).
 */
export function muiLegacyProps(): Plugin {
  return {
    name: 'bulbash-mui-legacy-props',
    enforce: 'pre',
    resolveId: (source, importer) => shimmed(source, importer),
  };
}

/** The same redirect for the dev server's dependency pre-bundling (`optimizeDeps.rolldownOptions.plugins`). */
export function muiLegacyPropsInPrebundle() {
  return {
    name: 'bulbash-mui-legacy-props-prebundle',
    resolveId: (source: string, importer: string | undefined) => shimmed(source, importer),
  };
}
