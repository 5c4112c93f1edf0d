import ThemeProvider from '@mui-no-vars/ThemeProvider';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { useMarkHydrated } from './ssr/hydration';
import { PageDataProvider, type PageAnswers } from './ssr/pageData';
import { CartProvider } from './state/cart';
import { NotificationProvider } from './state/notification';
import { ProductsProvider } from './state/products';
import { SessionProvider } from './state/session';
import { theme } from './theme';

/** The shop inside a router: BrowserRouter in the browser, StaticRouter on the server (entry-server.tsx). */
export function AppContent({ answers = {} }: { answers?: PageAnswers }): ReactNode {
  return (
    <PageDataProvider answers={answers}>
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
    </PageDataProvider>
  );
}

export function App({ answers }: { answers?: PageAnswers }) {
  useMarkHydrated();
  return (
    <BrowserRouter>
      <AppContent answers={answers} />
    </BrowserRouter>
  );
}
