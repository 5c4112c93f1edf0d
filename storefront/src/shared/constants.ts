/** Business constants of spec section 9, defined once. */
export const PAGE_SIZE = 18;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const FILTER_DEFAULT_MIN = 0;
export const FILTER_DEFAULT_MAX = 1000;
export const SEARCH_DEBOUNCE_MS = 500;
export const NOTIFICATION_HIDE_MS = 2500;
export const CARD_ZOOM_MS = 500;
export const BADGE_MAX = 10;
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 365;
export const TOKEN_KEY = 'token';
export const PERSIST_KEY = 'bulbash-catering';
export const RESET_TOKEN_KEY = 'restore_token';
export const CURRENCY = 'byn';
/** 375 + operator code + seven digits. */
export const PHONE_REGEX = /^375(25|29|44|33|17)\d{7}$/;
export const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ADMIN_URL = '/bulbash_admin/admin';
export const SITE_NAME = 'Bulbash catering';
