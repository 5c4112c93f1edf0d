import { useSyncExternalStore } from 'react';
import { cacheWebFonts } from './webFonts';

/**
 * "First screen shown": the moment the landing screen's main content is on screen. Until then the
 * network and the main thread serve that content only; what is not needed for it waits until then:
 * - the Roboto files (webFonts.ts, about 100 KB), fetched for the next page load only: this one keeps
 *   the fallback font it was first drawn in;
 * - the footer (below the fold: the main area is at least one screen tall) and its contacts request.
 * The catalogue screens report the moment (their cards, or the empty result, are rendered); every
 * other page counts as shown from the start.
 */
const SCREENS_THAT_REPORT = new Set(['/', '/products']);
/** In case the screen never reports (the visitor left it first, or it failed). */
const FALLBACK_MS = 3000;

let shown = false;
const listeners = new Set<() => void>();

function markShown(): void {
  if (shown) return;
  shown = true;
  cacheWebFonts();
  listeners.forEach((listener) => listener());
}

/** Called once on start with the landing page's path. */
export function startFirstScreen(pathname: string): void {
  if (SCREENS_THAT_REPORT.has(pathname)) window.setTimeout(markShown, FALLBACK_MS);
  else markShown();
}

/**
 * Called by a catalogue screen once its main content is rendered. The rest follows when the browser is
 * next idle after that frame (its images decoded and painted, the remaining cards rendered).
 */
export function reportFirstScreenShown(): void {
  if (shown) return;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
  requestAnimationFrame(() => idle(markShown, { timeout: 1000 }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstScreenShown(): boolean {
  // On the server, and while the browser hydrates its HTML: not shown (the server draws no footer).
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
