import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';

type Screen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen in its own chunk. Once the chunk is loaded (`preload`, or a first visit) the screen renders
 * at once; before that it suspends like `React.lazy`.
 */
function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let Loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Screen() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: loadAndKeep });
}

// Every screen is its own chunk; the home page's first load carries only the layout.
const HomePage = screen(() => import('./home/HomePage'));
const ProductsPage = screen(() => import('./products/ProductsPage'));
const ProductPage = screen(() => import('./product/ProductPage'));
const CartPage = screen(() => import('./cart/CartPage'));
const UserOrdersPage = screen(() => import('./orders/UserOrdersPage'));
const LunchesPage = screen(() => import('./lunches/LunchesPage'));
const OrderPlacedPage = screen(() => import('./orders/OrderPlacedPage'));
const ContactsPage = screen(() => import('./info/ContactsPage'));
const HowToOrderPage = screen(() => import('./info/HowToOrderPage'));
const AboutUsPage = screen(() => import('./info/AboutUsPage'));
const PrivacyPage = screen(() => import('./info/PrivacyPage'));
const SignInPage = screen(() => import('./auth/SignInPage'));
const SignUpPage = screen(() => import('./auth/SignUpPage'));
const ForgotPasswordPage = screen(() => import('./auth/ForgotPasswordPage'));
const CheckEmailPage = screen(() => import('./auth/CheckEmailPage'));
const NewPasswordPage = screen(() => import('./auth/NewPasswordPage'));
const VerifyEmailPage = screen(() => import('./auth/VerifyEmailPage'));
const EventPage = screen(() => import('./event/EventPage'));
const QuotePage = screen(() => import('./quote/QuotePage'));
const OfferPage = screen(() => import('./info/OfferPage'));
const PaymentTermsPage = screen(() => import('./info/PaymentTermsPage'));
const PaymentReturnPage = screen(() => import('./payment/PaymentReturnPage'));
const NotFoundPage = screen(() => import('./not-found/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'product/:id', element: <ProductPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'event', element: <EventPage /> },
      { path: 'quote/:token', element: <QuotePage /> },
      { path: 'user-orders', element: <UserOrdersPage /> },
      { path: 'lunches', element: <LunchesPage /> },
      { path: 'order-placed/:id', element: <OrderPlacedPage /> },
      { path: 'order-payment/:orderId/:paymentId', element: <PaymentReturnPage /> },
      { path: 'contacts', element: <ContactsPage /> },
      { path: 'how-to-order', element: <HowToOrderPage /> },
      { path: 'about-us', element: <AboutUsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'offer', element: <OfferPage /> },
      { path: 'payment-terms', element: <PaymentTermsPage /> },
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

/** Loads the chunk of the screen at `pathname` (resolves, failed or not, once it is settled). */
export function preloadScreen(pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const type = element && typeof element === 'object' && 'type' in element ? (element.type as Partial<Screen>) : undefined;
  return type?.preload
    ? type.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the shop loads its data
 * in the screens, and leaving the data router out saves about 20 KB gzip of first-load JS.
 * Router errors are caught by the layout's error boundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
