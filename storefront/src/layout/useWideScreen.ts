import { useSyncExternalStore } from 'react';

/** MUI's `md` breakpoint: from here the header shows its links, search and account buttons; below it, the menu button. */
const WIDE_SCREEN = '(min-width: 900px)';

let list: MediaQueryList | null | undefined;
/** The media query list, made once (none where the environment has no matchMedia, as in jsdom). */
function wideScreenList(): MediaQueryList | null {
  if (list === undefined) list = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null;
  return list;
}

function subscribe(listener: () => void): () => void {
  const media = wideScreenList();
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/**
 * Whether the screen is at least 900 px wide, known on the first render. Parts of a layout that only one
 * width shows are then not rendered at all at the other (less work on a phone's first load than
 * rendering them hidden). Without matchMedia: wide.
 */
export function useWideScreen(): boolean {
  // The server draws the wide header (it cannot know the width); a narrow screen switches right after hydrating.
  return useSyncExternalStore(
    subscribe,
    () => wideScreenList()?.matches ?? true,
    () => true,
  );
}
