import { startTransition, useEffect, useState } from 'react';

interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
}

/**
 * Loads data for a screen; a failure is only logged and leaves `data` undefined
 * (spec section 8: catalogue and info fetch failures yield an empty result).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ data: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    // Already loading (the first run): no state change, so no extra render before the data arrives.
    setState((prev) => (prev.loading ? prev : { data: prev.data, loading: true }));
    load(controller.signal)
      .then((data) => {
        // Rendering fetched data is a transition: interruptible, so the page stays responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ data, loading: false }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ data: undefined, loading: false });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
