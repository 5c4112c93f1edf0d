import './index.css';
import './webFonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { startFirstScreen } from './firstScreen';
import { preloadScreen } from './router';
import { readPageData } from './ssr/pageData';

startFirstScreen(window.location.pathname);

// The landing screen's chunk (already requested by the start-up script, earlyRequests.ts, or linked by the
// server-rendered page) is loaded before the first render, so the screen renders (or hydrates) at once
// instead of behind a Suspense fallback. A transition lets React render it in small slices.
void preloadScreen(window.location.pathname).finally(() => {
  const root = document.getElementById('root')!;
  // A server-rendered page carries the answers it was drawn from: hydrated with them, nothing asked again.
  const answers = readPageData(document);
  startTransition(() => {
    if (answers) {
      hydrateRoot(
        root,
        <StrictMode>
          <App answers={answers} />
        </StrictMode>,
      );
    } else {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }
  });
});
