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
const admin = {
  id: 1,
  name: 'Анна',
  surname: 'Админова',
  email: 'a@x.by',
  is_admin: true,
  role: 'owner',
  permissions: { orders: ['read', 'write'], cash_report: ['read'] },
};
const customer = { ...admin, id: 2, is_admin: false, role: null, permissions: {} };
const cook = { ...admin, id: 3, role: 'kitchen', permissions: { production: ['read'], catalogue: ['read'] } };

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
    expect(await auth.getIdentity!()).toEqual({ id: 1, fullName: 'Анна Админова', role: 'owner' });
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

  it('a 401 answered to the open screen while logging out leads home, not to sign-in', async () => {
    window.localStorage.setItem('token', 'adm');
    let answerLogout: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerLogout = resolve))),
    );
    const auth = createAuthProvider();
    const loggedOut = auth.logout({});
    // The token is revoked on the server; the dashboard's next query is refused meanwhile.
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/` });
    answerLogout(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(loggedOut).resolves.toBe(`${origin}/`);
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

describe('roles', () => {
  it('lets any staff role in and answers canAccess from its permissions with one /users/me', async () => {
    window.localStorage.setItem('token', 'cook');
    replies.push({ json: cook });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.canAccess!({ resource: 'production-sheet', action: 'list' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'admin-products', action: 'list' })).resolves.toBe(true);
    await expect(auth.canAccess!({ resource: 'admin-products', action: 'edit' })).resolves.toBe(false);
    await expect(auth.canAccess!({ resource: 'cash-report', action: 'list' })).resolves.toBe(false);
    await expect(auth.canAccess!({ resource: 'customer-contacts', action: 'read' })).resolves.toBe(false);
    await expect(auth.getPermissions!({})).resolves.toEqual(cook.permissions);
    expect(calls).toHaveLength(1);
  });

  it('refuses everything without a session, without a request', async () => {
    const auth = createAuthProvider();
    await expect(auth.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(false);
    await expect(auth.getPermissions!({})).resolves.toEqual({});
    expect(calls).toHaveLength(0);
  });
});

describe('checkError', () => {
  it('hands a 401 over to sign-in; a 403 (a refusal for the role) and others keep the session', async () => {
    window.localStorage.setItem('token', 'adm');
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('token')).toBe('adm');
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
