import { fetchUtils, HttpError } from 'react-admin';

export const TOKEN_KEY = 'token';

export const getToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/**
 * fetchJson with the bearer token of the shared storefront session and errors whose message is
 * the server's `detail` text (react-admin shows `error.message` in its notifications).
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}): Promise<HttpResponse> => {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as { detail?: unknown; message?: unknown } | undefined;
      const text =
        typeof body?.detail === 'string'
          ? body.detail
          : typeof body?.message === 'string'
            ? body.message
            : error.message || `Ошибка сервера (${error.status})`;
      throw new HttpError(text, error.status, error.body);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Ошибка сети: ${reason}`);
  }
};
