import { createAccount, TestAccount } from './accounts';
import { createShelf, TestShelf } from './catalogue';
import { startTestApp, TestApp } from './test-app';

export interface ShopWithAccounts {
  shop: TestApp;
  admin: TestAccount;
  customer: TestAccount;
}

/**
 * Starts the app with one admin and one customer before the calling file's tests and closes it
 * after them. The fields are filled in once beforeAll has run.
 */
export function useShopWithAccounts(): ShopWithAccounts {
  const env = {} as ShopWithAccounts;
  beforeAll(async () => {
    env.shop = await startTestApp();
    [env.admin, env.customer] = await Promise.all([createAccount(env.shop, { admin: true }), createAccount(env.shop)]);
  });
  afterAll(async () => env.shop.close());
  return env;
}

export interface ShopWithShelf extends ShopWithAccounts {
  shelf: TestShelf;
}

/** As useShopWithAccounts, plus a shelf of products at these prices (created before the accounts). */
export function useShopWithShelf(prices: number[]): ShopWithShelf {
  const env = {} as ShopWithShelf;
  beforeAll(async () => {
    env.shop = await startTestApp();
    env.shelf = await createShelf(env.shop, prices);
    [env.admin, env.customer] = await Promise.all([createAccount(env.shop, { admin: true }), createAccount(env.shop)]);
  });
  afterAll(async () => env.shop.close());
  return env;
}

export interface ShopWithTwoCustomers {
  shop: TestApp;
  shelf: TestShelf;
  alice: TestAccount;
  bob: TestAccount;
  admin: TestAccount;
}

/** Starts the app with a shelf at these prices, two customers (alice, bob) and an admin; closes it after the file's tests. */
export function useShopWithTwoCustomers(prices: number[]): ShopWithTwoCustomers {
  const env = {} as ShopWithTwoCustomers;
  beforeAll(async () => {
    env.shop = await startTestApp();
    env.shelf = await createShelf(env.shop, prices);
    [env.alice, env.bob, env.admin] = await Promise.all([
      createAccount(env.shop),
      createAccount(env.shop),
      createAccount(env.shop, { admin: true }),
    ]);
  });
  afterAll(async () => env.shop.close());
  return env;
}
