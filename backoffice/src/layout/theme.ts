import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#2e5e2e' },
    secondary: { main: '#6d4c2f' },
  },
  components: {
    ...defaultTheme.components,
    RaTopToolbar: {
      styleOverrides: {
        // On a phone a list's "create" button floats, which left an empty 56 px toolbar above
        // the filters; the toolbar now takes only the height of what it holds.
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 0 } }),
      },
    },
  },
};
