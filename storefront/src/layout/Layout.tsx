import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useFirstScreenShown } from '../firstScreen';
import { NotificationHost } from '../shared/NotificationHost';
import { CookieConsent } from './CookieConsent';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { useScrollToTop } from './useScrollToTop';

// Below the fold on every page: loaded once the first screen is shown (firstScreen.ts).
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

function DeferredFooter() {
  const shown = useFirstScreenShown();
  return shown ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : null;
}

/**
 * Frame of every page: notification bar, fixed header, routed content 56 px below it, footer, cookie banner.
 * The main area is at least one screen tall, so the footer starts below the fold and never jumps.
 */
export function Layout() {
  const { pathname } = useLocation();
  useScrollToTop();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <NotificationHost />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ pt: '56px', flexGrow: 1, outline: 'none', minHeight: '100vh' }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <DeferredFooter />
      <CookieConsent />
    </Box>
  );
}
