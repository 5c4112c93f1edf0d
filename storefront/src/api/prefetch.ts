/**
 * Requests started before a screen's code has loaded: the first page's data downloads in parallel
 * with its route chunk instead of after it. Each prefetched answer is used once.
 */
const pending = new Map<string, Promise<unknown>>();

export function prefetch(key: string, load: () => Promise<unknown>): void {
  const promise = load();
  promise.catch(() => undefined); // a failure is reported when (and if) the screen takes it
  pending.set(key, promise);
}

export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const promise = pending.get(key) as Promise<T> | undefined;
  pending.delete(key);
  return promise;
}
