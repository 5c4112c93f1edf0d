import { createPublicKey } from 'node:crypto';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/** bePaid's own hosts (its documentation's defaults); the test suites and `npm run dev` point these at the stand-in. */
export const BEPAID_DEFAULT_URLS = {
  checkout: 'https://checkout.bepaid.by',
  gateway: 'https://gateway.bepaid.by',
  api: 'https://api.bepaid.by',
} as const;

/** Online payment through bePaid (BEPAID_*); null in AppConfig when BEPAID_SHOP_ID is unset: no online payment. */
export interface BepaidConfig {
  shopId: string;
  secretKey: string;
  /** The shop's RSA public key (PEM) that checks the Content-Signature of bePaid's notifications. */
  publicKeyPem: string;
  /** BEPAID_TEST: checkouts and ERIP payments are created as test transactions. */
  test: boolean;
  checkoutUrl: string;
  gatewayUrl: string;
  apiUrl: string;
  /** BEPAID_TIMEOUT_MS: how long one call to bePaid may take before the shop stops waiting (its outcome is then unknown). */
  timeoutMs: number;
}

/** bePaid's answers normally take a second or two; 15 s covers a slow bank behind it. */
export const BEPAID_DEFAULT_TIMEOUT_MS = 15_000;
const TIMEOUT_RANGE_MS = { min: 100, max: 120_000 } as const;

function parseTimeout(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return BEPAID_DEFAULT_TIMEOUT_MS;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < TIMEOUT_RANGE_MS.min || value > TIMEOUT_RANGE_MS.max)
    throw new ConfigError(
      'BEPAID_TIMEOUT_MS',
      `must be whole milliseconds from ${TIMEOUT_RANGE_MS.min} to ${TIMEOUT_RANGE_MS.max}, got "${raw}"`,
    );
  return value;
}

/**
 * BEPAID_PUBLIC_KEY: the base64 body bePaid's back office shows (with or without line breaks),
 * or a whole PEM block. Anything that is not an RSA public key stops the start.
 */
export function parsePublicKey(raw: string): string {
  const text = raw.replace(/\\n/g, '\n').trim();
  const pem = text.includes('-----BEGIN')
    ? text
    : `-----BEGIN PUBLIC KEY-----\n${(text.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END PUBLIC KEY-----\n`;
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    throw new ConfigError('BEPAID_PUBLIC_KEY', 'must be the RSA public key from the bePaid back office (its base64 text or a PEM block)');
  }
}

function parseBaseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `is not a valid URL: "${value}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.hostname === '' || parsed.search !== '' || parsed.hash !== '')
    throw new ConfigError(name, `must look like ${fallback}, got "${value}"`);
  return value.replace(/\/+$/, '');
}

const SHOP_ID_PATTERN = /^\d{1,12}$/;
const SECRET_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** The BEPAID_* variables: all absent (or no shop id) → null; a shop id needs the secret and the public key. */
export function parseBepaid(
  env: Env,
  parseBoolean: (name: string, raw: string | undefined, fallback: boolean) => boolean,
): BepaidConfig | null {
  const shopId = (env.BEPAID_SHOP_ID ?? '').trim();
  const test = parseBoolean('BEPAID_TEST', env.BEPAID_TEST, false);
  const checkoutUrl = parseBaseUrl('BEPAID_CHECKOUT_URL', env.BEPAID_CHECKOUT_URL, BEPAID_DEFAULT_URLS.checkout);
  const gatewayUrl = parseBaseUrl('BEPAID_GATEWAY_URL', env.BEPAID_GATEWAY_URL, BEPAID_DEFAULT_URLS.gateway);
  const apiUrl = parseBaseUrl('BEPAID_API_URL', env.BEPAID_API_URL, BEPAID_DEFAULT_URLS.api);
  const timeoutMs = parseTimeout(env.BEPAID_TIMEOUT_MS);
  if (shopId === '') return null;
  if (!SHOP_ID_PATTERN.test(shopId))
    throw new ConfigError('BEPAID_SHOP_ID', `must be the shop's number from the bePaid back office, got "${shopId}"`);
  const secretKey = env.BEPAID_SECRET_KEY ?? '';
  if (secretKey === '') throw new ConfigError('BEPAID_SECRET_KEY', 'is required when BEPAID_SHOP_ID is set');
  if (!SECRET_PATTERN.test(secretKey)) throw new ConfigError('BEPAID_SECRET_KEY', 'must be 8 to 200 visible characters without spaces');
  const rawKey = env.BEPAID_PUBLIC_KEY ?? '';
  if (rawKey.trim() === '') throw new ConfigError('BEPAID_PUBLIC_KEY', 'is required when BEPAID_SHOP_ID is set');
  return { shopId, secretKey, publicKeyPem: parsePublicKey(rawKey), test, checkoutUrl, gatewayUrl, apiUrl, timeoutMs };
}
