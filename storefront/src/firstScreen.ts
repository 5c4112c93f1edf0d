import { useSyncExternalStore } from 'react';

/**
 * "First screen shown": the moment the landing screen's main content is on screen. Until then the
 * network and the main thread serve that content only; what is not needed for it waits until then:
 * - the Roboto faces (fontFaces.ts, about 100 KB): text is first drawn in the fallback font of the
 *   theme's stack (Roboto itself where the system has it, as on Android; otherwise Helvetica Neue or
 *   Arial), and `font-display: swap` switches to Roboto as each file arrives;
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
  void import('./fontFaces');
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
  return useSyncExternalStore(subscribe, () => shown);
}
