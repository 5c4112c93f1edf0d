import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { CartProvider } from '../state/cart';
import { NotificationProvider } from '../state/notification';
import { ProductsProvider } from '../state/products';
import { SessionProvider } from '../state/session';

/** Shows the current path + query, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithApp(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <NotificationProvider>
        <SessionProvider>
          <CartProvider>
            <ProductsProvider>
              {children}
              <LocationProbe />
            </ProductsProvider>
          </CartProvider>
        </SessionProvider>
      </NotificationProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
