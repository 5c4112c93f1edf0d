import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { CartProvider } from './state/cart';
import { NotificationProvider } from './state/notification';
import { ProductsProvider } from './state/products';
import { SessionProvider } from './state/session';
import { theme } from './theme';

export function App() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <NotificationProvider>
          <SessionProvider>
            <CartProvider>
              <ProductsProvider>
                <AppRoutes />
              </ProductsProvider>
            </CartProvider>
          </SessionProvider>
        </NotificationProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
