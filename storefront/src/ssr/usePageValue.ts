import { useEffect, useState } from 'react';
import { usePageAnswer } from './pageData';

/**
 * A value the page shares (the contacts, whether online payment is on): the server-rendered
 * page's answer for `url` while it hydrates (so the browser draws what the server drew), else
 * `load()` once per mount (the loaders cache it per page load). Undefined until known.
 */
export function usePageValue<T>(url: string, load: () => Promise<T>): T | undefined {
  const initial = usePageAnswer<T>(url);
  const given = initial && 'data' in initial ? initial.data : undefined;
  const [value, setValue] = useState<T | undefined>(given);
  useEffect(() => {
    if (given !== undefined) return;
    let alive = true;
    void load().then((loaded) => alive && setValue(loaded));
    return () => {
      alive = false;
    };
    // Loaded once per mount; the server's copy is only read on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
