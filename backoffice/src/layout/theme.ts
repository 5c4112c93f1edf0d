import type { Theme } from '@mui/material';
import { ruRU } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#2e5e2e' },
    secondary: { main: '#6d4c2f' },
  },
  components: {
    // MUI's own texts in Russian («Ничего не найдено», «Строк на странице:», aria labels); react-admin's come from i18nProvider.
    ...ruRU.components,
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
