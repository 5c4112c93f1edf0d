import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { InitialAnswer } from '../ssr/pageData';

interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure of the last load (undefined while loading or after a success). */
  error: unknown;
}

export interface AsyncResult<T> extends AsyncState<T> {
  /** Loads again (the 'Повторить' button of a failed request). */
  retry: () => void;
}

/**
 * Loads data for a screen. A failure is logged and kept in `error` with `data` undefined, so the
 * screen can offer 'Повторить' (`retry`) or tell a missing item from a broken connection.
 * `initial` (the server-rendered page's answer, ssr/pageData.tsx) is the first state instead of a
 * load: the first run of the effect is then skipped.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[], initial?: InitialAnswer<T>): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>(() =>
    initial === undefined
      ? { data: undefined, loading: true, error: undefined }
      : 'data' in initial
        ? { data: initial.data, loading: false, error: undefined }
        : { data: undefined, loading: false, error: initial.error },
  );
  const [attempt, setAttempt] = useState(0);
  const given = useRef(initial !== undefined);
  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    const controller = new AbortController();
    // Already loading (the first run): no state change, so no extra render before the data arrives.
    setState((prev) => (prev.loading ? prev : { data: prev.data, loading: true, error: undefined }));
    load(controller.signal)
      .then((data) => {
        // Rendering fetched data is a transition: interruptible, so the page stays responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ data, loading: false, error: undefined }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ data: undefined, loading: false, error });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
