/** Lengths of an account's e-mail and password: the sign-up rules (auth/account-fields.ts) and ADMIN_EMAIL/ADMIN_PASSWORD checks. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
