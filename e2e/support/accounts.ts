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
  const login = await json<{ access_token: string }>(
    await fetch(`${shop.baseUrl}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    }),
  );
  return { email, password, token: login.access_token };
}

/** The e2e administrator's bearer token (the account the servers create from E2E_ADMIN). */
export async function adminToken(shop: Pick<Shop, 'baseUrl'>): Promise<string> {
  const login = await json<{ access_token: string }>(
    await fetch(`${shop.baseUrl}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: E2E_ADMIN.email, password: E2E_ADMIN.password }).toString(),
    }),
  );
  return login.access_token;
}
