import { ruRU } from '@mui/material/locale';
import createTheme from '@mui-no-vars/createTheme';

/** Brand colours chosen for WCAG AA contrast on white and on the dark header. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#7a3b12', contrastText: '#ffffff' },
      secondary: { main: '#2e6b30', contrastText: '#ffffff' },
      background: { default: '#fbf7f1' },
      text: { secondary: '#5a5047' },
    },
    // The font stack of index.css: Roboto once its files are cached, until then a metric-matched fallback.
    typography: { fontFamily: 'var(--font-text)' },
    components: {
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '3px solid #1565c0', outlineOffset: 2 } },
        },
      },
      MuiToolbar: { styleOverrides: { root: { minHeight: 56, '@media (min-width:600px)': { minHeight: 56 } } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Button texts are shown exactly as written ("в корзину", "Заказать"), not upper-cased.
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontSize: '0.95rem' } } },
    },
  },
  ruRU,
); // MUI's own texts (aria labels, «Ничего не найдено») in Russian
