import './index.css';
import './webFonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startFirstScreen } from './firstScreen';
import { preloadScreen } from './router';

startFirstScreen(window.location.pathname);

// The landing screen's chunk (already requested by the start-up script, earlyRequests.ts) is loaded
// before the first render, so the screen renders at once instead of behind a Suspense fallback,
// whose replacement React holds back for a while. A transition lets React render it in small slices.
void preloadScreen(window.location.pathname).finally(() => {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
