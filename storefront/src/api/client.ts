import { TOKEN_KEY } from '../shared/constants';
import { MSG } from '../shared/messages';

/** An error answer of the API; `message` is the server's `detail`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  /** Leave out the bearer header even when a token is stored. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (a change sent as the shopper reloads or leaves). */
  keepalive?: boolean;
}

export function getToken(): string | null {
  // No storage where the server renders a page: nobody is signed in there.
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export function buildUrl(path: string, query?: Query): string {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
  } catch {
    // not JSON: fall through to the status text
  }
  return response.statusText || `Ошибка ${response.status}`;
}

/** The answer to a GET the page's start-up script already sent (earlyRequests.ts), taken once. */
function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyResponses;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}

/** One JSON call of the shop's API. Throws ApiError with the server's `detail` on failure. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await ((method === 'GET' ? takeEarlyResponse(url) : undefined) ??
      fetch(url, { method, headers, body, signal: options.signal, keepalive: options.keepalive }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(`${MSG.networkError}: ${error instanceof Error ? error.message : String(error)}`, 0);
  }
  if (!response.ok) throw new ApiError(await readDetail(response), response.status);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
