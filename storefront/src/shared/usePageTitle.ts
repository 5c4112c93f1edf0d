import { useEffect } from 'react';
import { SITE_NAME } from './constants';

/** Sets the Russian document title of the current screen. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
