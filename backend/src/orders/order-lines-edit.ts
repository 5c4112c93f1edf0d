import { BadRequestException } from '@nestjs/common';
import { toMinor } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { toMoney } from '@bulbash/rules';
import { DeskOrderLineDto } from './order-desk.dto';
import { pricedLines } from './order-desk.service';
import { OrderItem } from './order-item.entity';

export const removeLineUnknown = (id: number) =>
  `remove_line_ids: в заказе нет услуги или строки удалённого блюда №${id} (блюда меняются через lines)`;
export const ORDER_WITHOUT_LINES = 'lines: в заказе должна остаться хотя бы одна позиция';

/**
 * An edit of an order's lines: `lines` is the whole new list of dishes (by product); the lines it
 * cannot name — services (a quote's «Официант 4 × 25») and dishes whose product was deleted —
 * stay as they are unless their ids are in `removeIds`. Without `lines` the dishes stay as they
 * are. Answers unsaved items (dishes first, then the kept others, in their order) and their sum.
 */
export async function editedItems(
  manager: EntityManager,
  kept: readonly OrderItem[],
  lines: readonly DeskOrderLineDto[] | undefined,
  removeIds: readonly number[] = [],
): Promise<{ items: OrderItem[]; itemsMinor: number }> {
  const unnamed = kept.filter((item) => item.productId === null);
  const remove = new Set(removeIds);
  for (const id of remove) if (!unnamed.some((item) => item.id === id)) throw new BadRequestException(removeLineUnknown(id));
  const copy = (item: OrderItem) => manager.getRepository(OrderItem).create({ ...item, id: undefined });
  const dishes = lines ? (await pricedLines(manager, lines, kept)).items : kept.filter((item) => item.productId !== null).map(copy);
  const items = [...dishes, ...unnamed.filter((item) => !remove.has(item.id)).map(copy)];
  if (items.length === 0) throw new BadRequestException(ORDER_WITHOUT_LINES);
  return { items, itemsMinor: items.reduce((sum, item) => sum + toMinor(toMoney(item.productCost)) * item.quantity, 0) };
}
