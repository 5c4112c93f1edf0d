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

/**
 * react-admin 5 renders Material UI 9 with some of Material UI 5's props, which reach the DOM
 * («React does not recognize the `InputProps` prop on a DOM element»): its imports of Material UI
 * get a TextField and a FormControlLabel that turn them into slotProps (build/shims/muiLegacyProps.tsx),
 * in the build and the tests (the dev server pre-bundles react-admin as it is, warnings and all).
 * Everything else, our code included, imports Material UI as it is. The tests run react-admin
 * through Vite for this (vite.config.ts, `server.deps.inline`).
 */
export function muiLegacyProps(): Plugin {
  return {
    name: 'bulbash-mui-legacy-props',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = SHIMS[source];
      return file && REACT_ADMIN_UI.test(importer ?? '') ? shim(file) : null;
    },
  };
}
