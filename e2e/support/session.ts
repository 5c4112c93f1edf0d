import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { RunningShop, Shop, startShop } from './app';
import { launchBrowser } from './browser';

export interface ShopSession<S extends Shop = RunningShop> {
  shop: S;
  browser: Browser;
}

/**
 * Starts a built shop of this file's own (startShop) and Chromium before the calling file's tests
 * and stops both after them. Files that keep to their own data use the shared server instead
 * (useSharedShop in shared-shop.ts).
 */
export function useShopAndBrowser(): ShopSession {
  const session = {} as ShopSession;
  beforeAll(async () => {
    session.shop = await startShop();
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.shop?.stop();
  });
  return session;
}

/** Calls the API as a signed-in user: GET without a body, POST with a JSON one; throws on an error status. */
export async function callApi<T>(shop: Pick<Shop, 'baseUrl'>, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}
