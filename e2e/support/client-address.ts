import { randomInt } from 'node:crypto';

/**
 * On the shared server every file is one more client: the shop's rate limits (10 sign-ups a
 * minute per address, …) would count all files together. The shared server trusts a proxy on
 * loopback, and each file speaks as its own client address (X-Forwarded-For), the browser's
 * requests (newContext) and the test's own fetch calls alike. The address is only a header.
 */
export const CLIENT_ADDRESS = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

let sharedBaseUrl: string | undefined;

/** Headers that make a request to `url` come from this file's client address (none for an own server). */
export function clientHeaders(url: string): Record<string, string> {
  return sharedBaseUrl && url.startsWith(sharedBaseUrl) ? { 'X-Forwarded-For': CLIENT_ADDRESS } : {};
}

/** Makes this file's fetch calls to the shared server carry its client address (once per file). */
export function speakAsOwnClient(baseUrl: string): void {
  if (sharedBaseUrl) return;
  sharedBaseUrl = baseUrl;
  const original = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const extra = clientHeaders(url);
    if (Object.keys(extra).length === 0) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    for (const [name, value] of Object.entries(extra)) if (!headers.has(name)) headers.set(name, value);
    return original(input, { ...init, headers });
  };
}
