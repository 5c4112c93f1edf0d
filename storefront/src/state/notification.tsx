import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  text: string;
  severity: Severity;
  /** Changes with every notice so the same text shown twice still restarts the timer. */
  key: number;
}

interface NotificationApi {
  notice: Notice | null;
  notify: (severity: Severity, text: string) => void;
  clear: () => void;
}

const NotificationContext = createContext<NotificationApi | null>(null);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((severity: Severity, text: string) => setNotice({ severity, text, key: Date.now() + Math.random() }), []);
  const clear = useCallback(() => setNotice(null), []);
  const value = useMemo(() => ({ notice, notify, clear }), [notice, notify, clear]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

export function useNotification(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useNotification outside NotificationProvider');
  return api;
}
