import { TestAccount } from './accounts';
import { CHECKOUT_NAMES } from './checkout';
import { TestApp } from './test-app';

/**
 * Puts one line (`quantity` of a product costing `price` BYN) in the account's cart and checks it
 * out with a delivery inside MKAD; returns the new order's id. Set the clock to a working hour first.
 */
export async function placeOneLineOrder(
  shop: TestApp,
  account: TestAccount,
  productId: number,
  price: number,
  quantity = 1,
): Promise<number> {
  const added = await shop
    .api()
    .post('/api/v1/cart/add-item-to-cart')
    .set(account.auth)
    .send({ product_id: productId, quantity })
    .expect(201);
  const placed = await shop
    .api()
    .post('/api/v1/order/create-new-order')
    .set(account.auth)
    .send({
      ...CHECKOUT_NAMES,
      delivery_address: 'Минск, ул. Немига, 5',
      product_list: [{ cart_id: (added.body as { id: number }).id, product_id: productId, quantity, product_cost: price }],
      total_cost: price * quantity,
    });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return (placed.body as { order_id: number }).order_id;
}
