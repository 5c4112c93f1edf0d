import { useSyncExternalStore } from 'react';

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
