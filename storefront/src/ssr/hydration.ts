import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * after (and at once on a page rendered in the browser only). State read from the browser's storage
 * (session, cart, last category) is shown only from then on: the server cannot know it, and the
 * hydrating render must draw what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Marks `<html data-hydrated>` once the app's first render is committed (a server-rendered page is
 * hydrated then, and answers clicks from then on). Browser tests wait for it after loading a page.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
