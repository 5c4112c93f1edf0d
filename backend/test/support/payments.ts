import { Order } from '../../src/orders/order.entity';
import { OrderItem } from '../../src/orders/order-item.entity';
import { TestApp } from './test-app';

/**
 * The payment fields every order answer carries, for an order of a person with nothing paid,
 * no deposit due (the default settings) and the balance due `balanceDueAt` (null without an event time).
 */
export const unpaidByPerson = (total: number, balanceDueAt: string | null = null) => ({
  payer_type: 'person',
  company: null,
  paid_amount: 0,
  balance_due: total,
  refund_due: 0,
  deposit_due: null,
  balance_due_at: balanceDueAt,
  payment_status: 'unpaid',
});

let inserted = 0;

/**
 * An order written directly (the checkout has its own tests): a transfer order of the account
 * `userId`, pending, one item line of `itemCost` BYN, total `itemCost` unless `fields` say otherwise.
 */
export async function insertOrder(
  shop: Pick<TestApp, 'dataSource'>,
  userId: number,
  fields: Partial<Order> = {},
  itemCost = 100,
): Promise<Order> {
  inserted += 1;
  const orders = shop.dataSource.getRepository(Order);
  const order = await orders.save(
    orders.create({
      userId,
      paymentMethod: 'transfer',
      status: 'pending',
      totalCost: itemCost,
      firstName: 'Анна',
      surname: 'Ковалёва',
      lastName: 'Сергеевна',
      contactPhone: '375291112233',
      contactEmail: null,
      deliveryAddress: 'Минск, ул. Немига, 5',
      checkoutKey: `inserted-${process.pid}-${inserted}-${Date.now()}`,
      ...fields,
    }),
  );
  await shop.dataSource.getRepository(OrderItem).save({
    orderId: order.id,
    name: 'Фуршетный бокс',
    description: 'Канапе',
    imagePath: null,
    productCost: itemCost,
    quantity: 1,
    productId: null,
  });
  return order;
}
