import { createAccount, TestAccount } from './accounts';
import { BepaidStandIn, startBepaidStandIn } from './bepaid-stand-in';
import { controlClock, minsk } from './clock';
import { startTestApp, TestApp } from './test-app';

export interface OnlineShop {
  bepaid: BepaidStandIn;
  shop: TestApp;
  admin: TestAccount;
  alice: TestAccount;
  close(): Promise<void>;
}

/**
 * The shop with online payment against a fresh bePaid stand-in (`env` adds to its BEPAID_*),
 * both clocks at `now` (Minsk time), an owner and a customer.
 */
export async function startOnlineShop(env: Record<string, string> = {}, now = '2026-11-23T10:00'): Promise<OnlineShop> {
  const bepaid = await startBepaidStandIn();
  const shop = await startTestApp({ ...bepaid.env, ...env });
  controlClock(shop).set(now);
  bepaid.setNow(minsk(now));
  const [admin, alice] = await Promise.all([createAccount(shop, { admin: true }), createAccount(shop)]);
  return {
    bepaid,
    shop,
    admin,
    alice,
    close: async () => {
      await shop.close();
      await bepaid.close();
    },
  };
}
