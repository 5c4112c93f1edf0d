import { AddressInfo } from 'node:net';
import { Server } from 'node:http';
import { TELEGRAM_WEBHOOK_PATH } from '../../src/telegram/telegram-webhook.controller';
import { createAccount, TestAccount } from './accounts';
import { createShelf, TestShelf } from './catalogue';
import { addToCart, CHECKOUT_NAMES, productList } from './checkout';
import { controlClock } from './clock';
import { ChatRef, startTelegramStandIn, TelegramStandIn } from './telegram-stand-in';
import { startTestApp, TestApp } from './test-app';

export const CAPACITY = '/api/v1/bulbash_admin/capacity';
export const ADMIN_TELEGRAM = '/api/v1/admin/telegram';
export const ADMIN_ORDERS = '/api/v1/admin/orders';

/** The staff group the tests connect (a supergroup: negative id). */
export const STAFF_GROUP: ChatRef = { id: -1001234567890, type: 'supergroup', title: 'Кухня Bulbash' };

export interface TelegramShop {
  shop: TestApp;
  telegram: TelegramStandIn;
  owner: TestAccount;
  shelf: TestShelf;
  clock: { set(local: string): void };
  close(): Promise<void>;
}

/**
 * The shop with Telegram against a fresh Bot API stand-in: the app listens on a port of its own
 * (the stand-in posts updates to its webhook, as setWebhook would have it), the clock at `now`
 * (Minsk), an owner, a shelf of dishes, and the kitchen's slot cap out of the way.
 */
export async function startTelegramShop(env: Record<string, string> = {}, now = '2026-12-01T10:00'): Promise<TelegramShop> {
  const telegram = await startTelegramStandIn();
  const shop = await startTestApp({ ...telegram.env, ...env });
  const server = shop.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  telegram.setWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}${TELEGRAM_WEBHOOK_PATH}`);
  const clock = controlClock(shop);
  clock.set(now);
  const owner = await createAccount(shop, { admin: true });
  const shelf = await createShelf(shop, [20, 35.5, 12]);
  await shop.api().patch(CAPACITY).set(owner.auth).send({ max_orders_per_slot: 1000 }).expect(200);
  return {
    shop,
    telegram,
    owner,
    shelf,
    clock,
    close: async () => {
      await shop.close();
      await telegram.close();
    },
  };
}

/** Connects the staff group: the owner's code from the back office, `/connect CODE` typed in the group. */
export async function connectGroup(env: TelegramShop, group: ChatRef = STAFF_GROUP): Promise<void> {
  const settings = await env.shop.api().get(ADMIN_TELEGRAM).set(env.owner.auth).expect(200);
  const code = (settings.body as { connect_code: string }).connect_code;
  const delivered = await env.telegram.type(group, `/connect ${code}`);
  if (delivered.status !== 200) throw new Error(`/connect answered ${delivered.status}: ${JSON.stringify(delivered.body)}`);
  await env.telegram.waitForMessage(group.id, /подключена к магазину/);
}

/** Binds a private chat to the account as the storefront's link does: the link's token, `/start <token>` typed in the chat. */
export async function linkCustomer(env: TelegramShop, account: TestAccount, chatId: number): Promise<string> {
  const offer = await env.shop.api().post('/api/v1/users/me/telegram-link').set(account.auth).expect(201);
  const token = new URL((offer.body as { url: string }).url).searchParams.get('start') ?? '';
  await env.telegram.type({ id: chatId, type: 'private', firstName: 'Анна' }, `/start ${token}`);
  await env.telegram.waitForMessage(chatId, /готово/i);
  return token;
}

export interface OrderOptions {
  quantity?: number;
  deliveryAt?: string;
  guests?: number;
  names?: Partial<Record<keyof typeof CHECKOUT_NAMES, string>>;
  comment?: string;
  excludeAllergens?: string[];
  paymentMethod?: 'card' | 'cash' | 'transfer';
}

/** Checks out the first dish of the shelf for the account (delivery inside MKAD); returns the order id. */
export async function placeOrder(env: TelegramShop, account: TestAccount, options: OrderOptions = {}): Promise<number> {
  const product = env.shelf.products[0];
  const quantity = options.quantity ?? 2;
  const cart = await addToCart(env.shop, account, [[product.id, quantity]]);
  const placed = await env.shop
    .api()
    .post('/api/v1/order/create-new-order')
    .set(account.auth)
    .send({
      ...CHECKOUT_NAMES,
      ...options.names,
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_at: options.deliveryAt ?? '2026-12-10T15:00:00+03:00',
      guests: options.guests ?? 12,
      ...(options.comment ? { comment: options.comment } : {}),
      ...(options.excludeAllergens ? { exclude_allergens: options.excludeAllergens } : {}),
      ...(options.paymentMethod ? { payment_method: options.paymentMethod } : {}),
      product_list: productList(cart.data),
      total_cost: Number(product.price) * quantity,
    });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return (placed.body as { order_id: number }).order_id;
}

/** A customer account of its own. */
export const newCustomer = (env: TelegramShop) => createAccount(env.shop);
