import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './authProvider';

type Reply = { status?: number; json?: unknown };
let calls: { url: string; method: string; auth: string | null }[];
let replies: Reply[];

beforeEach(() => {
  calls = [];
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', auth: new Headers(init.headers).get('Authorization') });
      const next = replies.shift() ?? { json: {} };
      return new Response(JSON.stringify(next.json ?? {}), {
        status: next.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const origin = window.location.origin;
const admin = { id: 1, name: 'Анна', surname: 'Админова', email: 'a@x.by', is_admin: true };
const customer = { ...admin, id: 2, is_admin: false };

describe('checkAuth', () => {
  it('asks the sign-in page to come back to the back-office page being opened', async () => {
    window.history.pushState({}, '', '/bulbash_admin/admin/orders/5/show');
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: `${origin}/signin?next=${encodeURIComponent('/bulbash_admin/admin/orders/5/show')}`,
    });
    window.history.pushState({}, '', '/');
  });

  it('sends a visitor without a token to the storefront sign-in page, without a request', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toEqual({
      redirectTo: `${origin}/signin`,
      message: false,
      logoutUser: false,
    });
    expect(calls).toHaveLength(0);
  });

  it('lets an administrator in after GET /api/v1/users/me with the bearer token', async () => {
    window.localStorage.setItem('token', 'adm');
    replies.push({ json: admin });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(calls).toEqual([{ url: '/api/v1/users/me', method: 'GET', auth: 'Bearer adm' }]);
    // A second check within the cache time reuses the answer.
    await auth.checkAuth({});
    expect(calls).toHaveLength(1);
    expect(await auth.getIdentity!()).toEqual({ id: 1, fullName: 'Анна Админова' });
  });

  it('sends a customer to the storefront home and keeps the session', async () => {
    window.localStorage.setItem('token', 'cust');
    replies.push({ json: customer });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/` });
    // react-admin calls logout after a failed check: only the hand-over, no real logout.
    await expect(auth.logout({})).resolves.toBe(`${origin}/`);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/me']);
    expect(window.localStorage.getItem('token')).toBe('cust');
  });

  it('drops a refused token and sends the browser to sign-in', async () => {
    window.localStorage.setItem('token', 'old');
    replies.push({ status: 401, json: { detail: 'Токен недействителен' } });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    expect(window.localStorage.getItem('token')).toBeNull();
    await expect(auth.logout({})).resolves.toBe(`${origin}/signin`);
    expect(calls).toHaveLength(1);
  });

  it('hands a visitor over to sign-in on every logout that follows the failed check (StrictMode runs it twice)', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    await expect(auth.logout({})).resolves.toBe(`${origin}/signin`);
    await expect(auth.logout({})).resolves.toBe(`${origin}/signin`);
    expect(calls).toHaveLength(0);
  });

  it('hands over to sign-in but keeps the token when the check itself fails', async () => {
    window.localStorage.setItem('token', 'adm');
    replies.push({ status: 502, json: { detail: 'Bad gateway' } });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    expect(window.localStorage.getItem('token')).toBe('adm');
  });
});

describe('logout', () => {
  it('logs out on the server, removes the token and goes to the storefront home', async () => {
    window.localStorage.setItem('token', 'adm');
    replies.push({ json: { message: 'ok' } });
    const auth = createAuthProvider();
    await expect(auth.logout({})).resolves.toBe(`${origin}/`);
    expect(calls).toEqual([{ url: '/api/v1/users/logout', method: 'POST', auth: 'Bearer adm' }]);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('still removes the token when the server refuses the logout', async () => {
    window.localStorage.setItem('token', 'adm');
    replies.push({ status: 401, json: { detail: 'no' } });
    const auth = createAuthProvider();
    await auth.logout({});
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('checkError', () => {
  it('hands a 401 over to sign-in and a 403 to the home page, ignores others', async () => {
    window.localStorage.setItem('token', 'adm');
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: `${origin}/`, logoutUser: false });
    expect(window.localStorage.getItem('token')).toBe('adm');
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
