import { randomUUID } from 'node:crypto';
import { OrderItem } from '../../src/orders/order-item.entity';
import { Order } from '../../src/orders/order.entity';
import type { OrderStatus } from '../../src/orders/order-status';
import { TestAccount } from './accounts';
import { TestApp } from './test-app';

export interface PlainOrder {
  customer: TestAccount;
  deliveryAt: Date | null;
  status?: OrderStatus;
  lines: Array<{ productId: number | null; name: string; quantity: number; price?: number }>;
  extra?: Partial<Order>;
}

/** An order written straight into the database (the kitchen's views only read orders). */
export async function insertOrder(shop: TestApp, spec: PlainOrder): Promise<Order> {
  const orders = shop.dataSource.getRepository(Order);
  const total = spec.lines.reduce((sum, line) => sum + (line.price ?? 10) * line.quantity, 0);
  const order = orders.create({
    userId: spec.customer.user.id,
    paymentMethod: 'cash',
    status: spec.status ?? 'pending',
    totalCost: total,
    firstName: 'Анна',
    surname: 'Ковалёва',
    lastName: 'Сергеевна',
    contactPhone: '375291234567',
    contactEmail: null,
    deliveryAddress: 'Минск, ул. Немига, 5',
    deliveryAt: spec.deliveryAt,
    deliveryMethod: 'delivery',
    deliveryDistanceKm: 0,
    deliveryCost: 0,
    comment: null,
    cancellationFee: 0,
    checkoutKey: randomUUID(),
    ...spec.extra,
  });
  await orders.insert(order);
  await shop.dataSource.getRepository(OrderItem).insert(
    spec.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      name: line.name,
      description: '',
      imagePath: null,
      productCost: line.price ?? 10,
      quantity: line.quantity,
    })),
  );
  return order;
}
