import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import type { StaffPermissions } from '@bulbash/rules';
import type { Me } from '../dataProvider/apiTypes';
import { allows } from '../access/access';
import { TOKEN_KEY, getToken, httpClient } from '../dataProvider/http';

export const ME_URL = '/api/v1/users/me';
export const LOGOUT_URL = '/api/v1/users/logout';
/** Storefront pages the back office hands over to (full page loads, outside our basename). */
export const SIGNIN_PATH = '/signin';
export const HOME_PATH = '/';

/** `GET /api/v1/users/me` (generated from the OpenAPI document). */
export type CurrentUser = Me;

const absolute = (path: string) => `${window.location.origin}${path}`;

/** The storefront's sign-in, told to come back to the back-office page the admin was opening. */
export const signInPath = (): string => {
  const here = `${window.location.pathname}${window.location.search}`;
  return here.startsWith('/bulbash_admin/admin') ? `${SIGNIN_PATH}?next=${encodeURIComponent(here)}` : SIGNIN_PATH;
};
const ME_CACHE_MS = 15_000;

const permissionsOf = (user: CurrentUser | undefined): StaffPermissions => (user?.role ? (user.permissions as StaffPermissions) : {});

/**
 * Sign-in lives in the storefront: both apps share the `token` in local storage.
 * - no token, or the server refuses it (401) → the storefront's /signin;
 * - a signed-in customer (no staff role) → the storefront's home, still signed in;
 * - a staff member of any role enters; what they see follows their role's permissions
 *   (`me.permissions`, the table of `@bulbash/rules`) through `canAccess`;
 * - logout → the storefront's session ends too, then its home.
 */
export const createAuthProvider = (): AuthProvider & { resetCache: () => void } => {
  let cached: { token: string; at: number; user: Promise<CurrentUser> } | undefined;
  /** Set when a failed check hands the browser over to the storefront (see logout). */
  let handOver: string | undefined;
  /**
   * Set while «Выйти» ends the session: the server refuses the token from the moment it is
   * revoked, and a query of the open screen answered 401 then must not send the admin to sign-in
   * instead of the storefront's home.
   */
  let loggingOut = false;

  const fetchMe = (token: string): Promise<CurrentUser> => {
    const now = Date.now();
    if (cached && cached.token === token && now - cached.at < ME_CACHE_MS) return cached.user;
    const user = httpClient(ME_URL).then(({ json }) => json as CurrentUser);
    cached = { token, at: now, user };
    user.catch(() => {
      if (cached?.user === user) cached = undefined;
    });
    return user;
  };

  /** Rejection that makes react-admin load a storefront page (absolute URLs mean full loads). */
  const leave = (path: string, dropToken: boolean, fromCheckAuth = true): never => {
    if (dropToken) window.localStorage.removeItem(TOKEN_KEY);
    cached = undefined;
    const redirectTo = absolute(path);
    if (fromCheckAuth) handOver = redirectTo;
    throw { redirectTo, message: false, logoutUser: false };
  };

  return {
    login: () => Promise.reject(new Error('Вход выполняется на странице /signin')),

    checkAuth: async () => {
      if (loggingOut) return leave(HOME_PATH, false);
      const token = getToken();
      if (!token) return leave(signInPath(), false);
      let user: CurrentUser;
      try {
        user = await fetchMe(token);
      } catch (error) {
        const status = (error as HttpError)?.status;
        if (status === 401) return leave(signInPath(), true);
        if (status === 403) return leave(HOME_PATH, false);
        // The session cannot be checked (server down, unexpected answer): hand over to the
        // storefront's sign-in without touching its session.
        return leave(signInPath(), false);
      }
      if (!user?.role) return leave(HOME_PATH, false);
      handOver = undefined;
    },

    checkError: async (error: unknown) => {
      const status = (error as HttpError | undefined)?.status;
      // A 403 is a role's refusal of one action (its Russian detail is shown where it happened),
      // never the end of the session. During a logout a 401 is expected: the logout leads home.
      if (status === 401 && !loggingOut) leave(signInPath(), true, false);
    },

    logout: async () => {
      // A failed checkAuth also calls logout: then only hand over, keep the storefront session.
      // Not cleared here: React's StrictMode (development) runs the check, and so this, twice;
      // the hand-over is a full page load, so it never outlives the failed check.
      if (handOver) return handOver;
      const token = getToken();
      cached = undefined;
      if (token) {
        loggingOut = true;
        try {
          await httpClient(LOGOUT_URL, { method: 'POST' });
        } catch {
          // The token is dropped anyway; an expired one cannot be logged out twice.
        }
        window.localStorage.removeItem(TOKEN_KEY);
      }
      return absolute(HOME_PATH);
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const token = getToken();
      if (!token) throw new HttpError('Не выполнен вход', 401);
      const user = await fetchMe(token);
      return { id: user.id, fullName: [user.name, user.surname].filter(Boolean).join(' '), role: user.role };
    },

    /** The role's map, resource → allowed actions ({} without a session). */
    getPermissions: async (): Promise<StaffPermissions> => {
      const token = getToken();
      if (!token) return {};
      return permissionsOf(await fetchMe(token));
    },

    /** Resources and pages of the back office mapped to the permission table (access/access.ts). */
    canAccess: async ({ resource, action }: { resource: string; action: string }) => {
      const token = getToken();
      if (!token) return false;
      return allows(permissionsOf(await fetchMe(token)), resource, action);
    },

    resetCache: () => {
      cached = undefined;
      handOver = undefined;
      loggingOut = false;
    },
  };
};

export const authProvider = createAuthProvider();
