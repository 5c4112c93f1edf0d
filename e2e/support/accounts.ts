import { MailCatcher } from '../../backend/test/support/mail-catcher';
import { E2E_ADMIN, type Shop } from './app';

let counter = 0;

export interface Customer {
  email: string;
  password: string;
  token: string;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Registers a customer through the API, follows the e-mailed verification link and logs in. */
export async function registerCustomer(shop: Shop, name = 'Анна'): Promise<Customer> {
  counter += 1;
  const email = `customer${counter}.${Date.now()}.${process.pid}@example.by`;
  const password = 'customer-pass-1';
  await json(
    await fetch(`${shop.baseUrl}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, surname: 'Ковалёва', email, password, confirm_password: password }),
    }),
  );
  const mail = await shop.mail.waitFor(email);
  const link = MailCatcher.link(mail, `${shop.baseUrl}/api/v1/users/verify-email`);
  await json(await fetch(link, { headers: { Accept: 'application/json' } }));
  return { email, password, token: await logIn(shop, email, password) };
}

/**
 * Signs in through the API (the form the sign-in page posts) and returns the bearer token. A
 * refusal fails with the server's answer and the end of its log, so a login that fails in CI says why.
 */
export async function logIn(shop: Pick<Shop, 'baseUrl'> & Partial<Pick<Shop, 'log'>>, email: string, password: string): Promise<string> {
  const response = await fetch(`${shop.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const text = await response.text();
  if (response.status !== 200) {
    const log = shop.log?.().slice(-4000) ?? '';
    throw new Error(`Login of ${email}: ${response.status} ${text}${log ? `\nThe server's log ends:\n${log}` : ''}`);
  }
  return (JSON.parse(text) as { access_token: string }).access_token;
}

/** The e2e administrator's bearer token (the account the servers create from E2E_ADMIN). */
export function adminToken(shop: Pick<Shop, 'baseUrl'> & Partial<Pick<Shop, 'log'>>): Promise<string> {
  return logIn(shop, E2E_ADMIN.email, E2E_ADMIN.password);
}
