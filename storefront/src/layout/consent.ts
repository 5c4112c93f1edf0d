import { CONSENT_COOKIE, CONSENT_DAYS } from '../shared/constants';

export function hasConsent(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

export function storeConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=1; max-age=${CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}
