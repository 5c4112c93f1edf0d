import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';

// Every screen is its own chunk; the home page's first load carries only the layout.
const HomePage = lazy(() => import('./home/HomePage'));
const ProductsPage = lazy(() => import('./products/ProductsPage'));
const ProductPage = lazy(() => import('./product/ProductPage'));
const CartPage = lazy(() => import('./cart/CartPage'));
const UserOrdersPage = lazy(() => import('./orders/UserOrdersPage'));
const ContactsPage = lazy(() => import('./info/ContactsPage'));
const HowToOrderPage = lazy(() => import('./info/HowToOrderPage'));
const AboutUsPage = lazy(() => import('./info/AboutUsPage'));
const SignInPage = lazy(() => import('./auth/SignInPage'));
const SignUpPage = lazy(() => import('./auth/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
const CheckEmailPage = lazy(() => import('./auth/CheckEmailPage'));
const NewPasswordPage = lazy(() => import('./auth/NewPasswordPage'));
const VerifyEmailPage = lazy(() => import('./auth/VerifyEmailPage'));
const NotFoundPage = lazy(() => import('./not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'product/:id', element: <ProductPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'user-orders', element: <UserOrdersPage /> },
      { path: 'contacts', element: <ContactsPage /> },
      { path: 'how-to-order', element: <HowToOrderPage /> },
      { path: 'about-us', element: <AboutUsPage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'check-email', element: <CheckEmailPage /> },
      { path: 'api/v1/users/restore-password', element: <NewPasswordPage /> },
      { path: 'api/v1/users/verify-email', element: <VerifyEmailPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the shop loads its data
 * in the screens, and leaving the data router out saves about 20 KB gzip of first-load JS.
 * Router errors are caught by the layout's error boundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
