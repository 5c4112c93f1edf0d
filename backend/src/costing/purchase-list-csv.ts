import { INGREDIENT_UNIT_LABELS } from '@bulbash/rules';
import { csvMoney, toCsv } from '../common/csv';
import { PurchaseListResponse } from './costing.dto';
import { NO_RECIPE, NO_SUPPLIER } from './costing.messages';

/** The purchase list for Excel: a row per ingredient by supplier, each supplier's sum, the total, then the dishes without a recipe. */
export function purchaseListCsv(list: PurchaseListResponse): string {
  const rows = list.suppliers.flatMap((group) => [
    ...group.items.map((item) => [
      group.supplier ?? NO_SUPPLIER,
      item.name,
      INGREDIENT_UNIT_LABELS[item.unit],
      item.quantity,
      item.pack_size,
      item.packs,
      item.to_buy,
      csvMoney(item.price_per_unit),
      csvMoney(item.cost),
    ]),
    [group.supplier ?? NO_SUPPLIER, 'Итого по поставщику', '', '', '', '', '', '', csvMoney(group.cost)],
  ]);
  return toCsv(
    ['Поставщик', 'Ингредиент', 'Ед.', 'Нужно', 'Упаковка', 'Упаковок', 'Купить', 'Цена, byn', 'Сумма, byn'],
    [
      ...rows,
      ['Итого', '', '', '', '', '', '', '', csvMoney(list.total_cost)],
      ...list.without_recipe.map((dish) => [NO_RECIPE, dish.name, 'шт.', dish.quantity, '', '', '', '', '']),
    ],
  );
}
