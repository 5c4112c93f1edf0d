import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHydrated } from '../ssr/hydration';
import { hasConsent, storeConsent } from './consent';
import './CookieConsent.css';

/** Cookie banner over a dimmed page until accepted; the consent cookie lasts 365 days. Static styles: CookieConsent.css. */
export function CookieConsent() {
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && !hasConsent());
  // The server cannot read the visitor's cookie: it draws the banner hidden unless the page's start-up
  // script marked the visit as needing consent (index.html, `needs-consent`); the browser decides after hydrating.
  const hydrated = useHydrated();
  const accept = useRef<HTMLButtonElement>(null);
  // The button takes the focus in the task after the banner is shown rather than while that render is
  // committed (autoFocus): focusing lays the page out, which then waits until the first frame is painted.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => accept.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  if (hydrated && !open) return null;
  return (
    <div className={hydrated ? 'consent' : 'consent consent-pending'}>
      <div
        className="consent-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-consent-title"
        aria-describedby="cookie-consent-text"
      >
        <div className="consent-text">
          <h2 id="cookie-consent-title">Мы используем файлы cookie</h2>
          <p id="cookie-consent-text">
            Сайт использует файлы cookie, чтобы сделать его удобнее, собирать статистику посещений и показывать персональные рекомендации.
            Продолжая пользоваться сайтом, Вы соглашаетесь с их использованием.{' '}
            <RouterLink to="/privacy">Политика конфиденциальности</RouterLink>
          </p>
        </div>
        <button
          ref={accept}
          type="button"
          className="consent-accept"
          onClick={() => {
            storeConsent();
            setOpen(false);
          }}
        >
          Принять
        </button>
      </div>
    </div>
  );
}
