import { formatByn, formatDay, INGREDIENT_UNIT_LABELS } from '@bulbash/rules';
import { openPdf, roomFor, runsText, WARNING_COLOUR } from '../documents/pdf-document';
import { PdfTable, tableEnd, tableHeader, tableRow } from '../documents/pdf-table';
import { PurchaseListResponse } from './costing.dto';
import { NO_RECIPE, NO_SUPPLIER } from './costing.messages';

const MARGIN = 40;
const WIDTH = 515;
const TICK = '☐';
const ITEMS: PdfTable = {
  left: MARGIN,
  fontSize: 9,
  columns: [
    { title: '✓', width: 22, align: 'center' },
    { title: 'Ингредиент', width: 173 },
    { title: 'Нужно', width: 60, align: 'right' },
    { title: 'Упаковки', width: 70, align: 'right' },
    { title: 'Купить', width: 60, align: 'right' },
    { title: 'Цена', width: 60, align: 'right' },
    { title: 'Сумма', width: 70, align: 'right' },
  ],
};

/** 8.4 → '8,4 кг'. */
const amount = (value: number, unit: keyof typeof INGREDIENT_UNIT_LABELS): string =>
  `${String(value).replace('.', ',')}\u00a0${INGREDIENT_UNIT_LABELS[unit]}`;

function title(list: PurchaseListResponse): string {
  if (list.from !== null && list.to !== null)
    return `Закупка на ${list.from === list.to ? formatDay(list.from) : `${formatDay(list.from)} — ${formatDay(list.to)}`}`;
  return list.orders.length === 1 ? `Закупка для заказа № ${list.orders[0]}` : 'Закупка для предложения';
}

/** The purchase list as an A4 PDF: one table per supplier with a box to tick on each line, totals, and the dishes without a recipe. */
export function renderPurchaseListPdf(list: PurchaseListResponse): Promise<Buffer> {
  const heading = title(list);
  const { doc, done } = openPdf({ title: heading, margin: MARGIN });
  doc.font('bold').fontSize(16).text(heading, MARGIN, MARGIN, { width: WIDTH });
  doc
    .font('regular')
    .fontSize(10)
    .text(
      `Заказов: ${list.orders.length} · Итого: ${formatByn(list.total_cost)} (без округления до упаковок ${formatByn(list.needed_cost)})`,
      {
        width: WIDTH,
      },
    );
  let y = doc.y + 8;
  if (list.suppliers.length === 0) {
    doc.font('regular').fontSize(11).text('Покупать нечего: у блюд этих дней нет техкарт или нет заказов.', MARGIN, y, { width: WIDTH });
    y = doc.y + 8;
  }
  for (const group of list.suppliers) {
    y = runsText(doc, [{ text: group.supplier ?? NO_SUPPLIER, font: 'bold' }], MARGIN, roomFor(doc, y + 6, 60), WIDTH, 12) + 3;
    y = tableHeader(doc, ITEMS, y);
    for (const item of group.items)
      y = tableRow(doc, ITEMS, y, [
        TICK,
        item.name,
        amount(item.quantity, item.unit),
        item.packs === null || item.pack_size === null ? '—' : `${item.packs} × ${amount(item.pack_size, item.unit)}`,
        amount(item.to_buy, item.unit),
        formatByn(item.price_per_unit),
        formatByn(item.cost),
      ]);
    y = tableRow(doc, ITEMS, y, [
      '',
      [{ text: 'Итого по поставщику', font: 'bold' }],
      '',
      '',
      '',
      '',
      [{ text: formatByn(group.cost), font: 'bold' }],
    ]);
    y = tableEnd(doc, ITEMS, y) + 4;
  }
  if (list.without_recipe.length > 0) {
    y =
      runsText(
        doc,
        [{ text: `Блюда, для которых ${NO_RECIPE}: их ингредиентов в списке нет`, font: 'bold', colour: WARNING_COLOUR }],
        MARGIN,
        roomFor(doc, y + 10, 40),
        WIDTH,
        11,
      ) + 3;
    for (const dish of list.without_recipe)
      y = runsText(doc, [{ text: `${dish.name} × ${dish.quantity}` }], MARGIN + 10, roomFor(doc, y, 14), WIDTH - 10, 10) + 2;
  }
  doc.end();
  return done;
}
