import { Order } from '../src/orders/order.entity';
import { minsk } from './support/clock';
import { insertOrder } from './support/kitchen';
import { DELIVERY_SHEET_TABLE } from '../src/orders/delivery-sheet-pdf';
import { binaryBody, pdfImages, pdfPages, pdfText, PdfWord, pdfWords } from './support/pdf';
import { useShopWithShelf } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';
/** «№ 15» as pdftotext reads it (the narrow space after № may go), not matching № 150. */
const no = (id: number) => new RegExp(`№\\s?${id}(?!\\d)`);

/**
 * The day's documents as PDFs (production sheet, delivery sheet, packing labels): read back with
 * pdftotext, rendered to PNGs under test-output/pdf/ to look at.
 */
describe('kitchen: the day’s documents as PDF', () => {
  const env = useShopWithShelf([10, 12.5]);
  const DAY = '2033-04-12';
  const orders: Record<'delivery' | 'pickup' | 'late' | 'canceled', Order> = {} as never;

  const pdf = (path: string, query: Record<string, string | number>) =>
    env.shop.api().get(`${A}/${path}`).query(query).set(env.admin.auth).buffer(true).parse(binaryBody);

  beforeAll(async () => {
    const [dish, cake] = env.shelf.products;
    orders.delivery = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${DAY}T10:00`),
      lines: [
        { productId: dish.id, name: dish.name, quantity: 3, price: 10 },
        { productId: cake.id, name: cake.name, quantity: 2, price: 12.5 },
      ],
      extra: { comment: 'Без орехов в десертах, подъезд 2', guests: 25, deliveryDistanceKm: 7, deliveryCost: 7, totalCost: 62 },
    });
    orders.pickup = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${DAY}T14:00`),
      // More dishes than a label has lines for.
      lines: Array.from({ length: 14 }, (_, index) => ({ productId: null, name: `Канапе вид ${index + 1}`, quantity: 10 + index })),
      extra: {
        deliveryMethod: 'pickup',
        pickupAddress: 'Минск, ул. Кухонная, 1',
        surname: 'Лис',
        firstName: 'Пётр',
        lastName: 'Ильич',
        contactPhone: '375447778899',
        paymentMethod: 'card',
      },
    });
    orders.late = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${DAY}T18:30`),
      lines: [{ productId: dish.id, name: dish.name, quantity: 40 }],
      extra: { deliveryAddress: 'Минск, пр-т Независимости, 150, корпус 2, БЦ «Северный», 7 этаж', paymentMethod: 'card', guests: 40 },
    });
    orders.canceled = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${DAY}T12:00`),
      status: 'canceled',
      lines: [{ productId: dish.id, name: dish.name, quantity: 99 }],
    });
  });

  it('prints the production sheet: dish totals, then each event with where, guests, dishes, the allergy comment and the money', async () => {
    const answer = await pdf('production-sheet.pdf', { date_from: DAY, date_to: DAY }).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="production-sheet-${DAY}_${DAY}.pdf"`);
    const text = pdfText(answer.body as Buffer);
    pdfImages(answer.body as Buffer, 'production-sheet');
    for (const expected of [
      'Производственный лист на 12.04.2033',
      'Заказов (без отменённых): 3',
      'Аллергии в заказах:',
      `10:00 · Заказ № ${orders.delivery.id}`,
      'Доставка: Минск, ул. Немига, 5 · Гостей: 25',
      `14:00 · Заказ № ${orders.pickup.id}`,
      'Самовывоз: Минск, ул. Кухонная, 1',
      'Канапе вид 14 × 23',
      'Комментарий: Без орехов в десертах, подъезд 2',
      'Сумма: 55,00 byn + 7,00 byn = 62,00 byn',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(`Заказ № ${orders.canceled.id}`);
    // A keyword in the comment flags no dish: only an order's excluded allergens do (diet-and-banquet.e2e-spec.ts).
    expect(text).not.toMatch(/\(!\)/);
    // The dish totals: 3 + 40 of the first dish, the canceled 99 left out.
    expect(text).toMatch(new RegExp(`${env.shelf.products[0].name}\\s+43\\s`));
  });

  it('dates each event when the sheet spans several days', async () => {
    const answer = await pdf('production-sheet.pdf', { date_from: '2033-04-11', date_to: '2033-04-13' }).expect(200);
    const text = pdfText(answer.body as Buffer);
    expect(text).toContain('Производственный лист на 11.04.2033 — 13.04.2033');
    expect(text).toContain(`12.04.2033 10:00 · Заказ № ${orders.delivery.id}`);
  });

  it('keeps each event of a long production sheet on one page', async () => {
    const [dish] = env.shelf.products;
    const day = '2033-05-20';
    const events = [];
    for (let index = 0; index < 14; index++)
      events.push(
        await insertOrder(env.shop, {
          customer: env.customer,
          deliveryAt: minsk(`${day}T${String(9 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`),
          lines: Array.from({ length: 5 }, (_, line) => ({
            productId: line === 0 ? dish.id : null,
            name: `Блюдо ${line + 1}`,
            quantity: line + 1,
          })),
          extra: { comment: `Метка события ${index + 1}: аллергия на мёд у одного гостя` },
        }),
      );
    const answer = await pdf('production-sheet.pdf', { date_from: day, date_to: day }).expect(200);
    const pages = pdfText(answer.body as Buffer).split('\f');
    pdfImages(answer.body as Buffer, 'production-sheet-long');
    expect(pages.length - 1).toBeGreaterThan(1);
    // The events' heading is not left alone at the foot of a page: the first event follows it.
    expect(pages.find((text) => text.includes('Мероприятия'))).toContain(`Заказ № ${events[0].id}`);
    events.forEach((event, index) => {
      const page = pages.findIndex((text) => text.includes(`Заказ № ${event.id}`));
      expect(page).toBeGreaterThanOrEqual(0);
      // The event's comment (printed after its dishes) is on the page of its heading.
      expect(pages[page]).toContain(`Метка события ${index + 1}:`);
    });
  });

  it('prints the delivery sheet: the day’s deliveries by time with address, km, phone, customer, guests, boxes, comment and cash', async () => {
    const answer = await pdf('delivery-sheet.pdf', { date: DAY }).expect(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="delivery-sheet-${DAY}.pdf"`);
    const text = pdfText(answer.body as Buffer);
    pdfImages(answer.body as Buffer, 'delivery-sheet');
    for (const expected of [
      'Доставка на 12.04.2033',
      'Доставок: 2 · Получить наличными: 62,00 byn, картой: 400,00 byn',
      'Ковалёва Анна',
      '+375 29 123-45-67',
      'Без орехов в',
      'получить наличными',
      'получить картой',
      'Итого получить наличными: 62,00 byn, картой: 400,00 byn',
    ])
      expect(text).toContain(expected);
    for (const order of [orders.delivery, orders.late]) expect(text).toMatch(no(order.id));
    expect(text.search(no(orders.delivery.id))).toBeLessThan(text.search(no(orders.late.id)));
    // Pickups and canceled orders are not the driver's.
    expect(text).not.toMatch(no(orders.pickup.id));
    expect(text).not.toMatch(no(orders.canceled.id));
    expect(text).not.toContain('+375 44 777-88-99');
    expect(pdfPages(text)).toBe(1);

    const empty = pdfText((await pdf('delivery-sheet.pdf', { date: '2040-01-01' }).expect(200)).body as Buffer);
    expect(empty).toContain('На этот день доставок нет.');
  });

  it('delivery sheet: emoji are replaced and a very long name or comment stays in its column (wrapped, or cut with «…»)', async () => {
    const day = '2033-04-14';
    const [dish] = env.shelf.products;
    const comment = `Позвонить 📞 за час 🙏🏻🙏🏻, аллергия на орехи 🥜🥜🥜. ${'Подъезд со двора, код домофона 1234, этаж девятый. '.repeat(19)}`;
    const emojiOrder = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${day}T09:00`),
      lines: [{ productId: dish.id, name: dish.name, quantity: 2, price: 10 }],
      extra: {
        surname: `🎉Длиннофамильная${'ская'.repeat(20)}`,
        firstName: 'Анна👩‍🍳🇧🇾',
        lastName: 'Сергеевна',
        comment: comment.slice(0, 1000),
        deliveryAddress: `Минск, ул. ${'Немига'.repeat(30)}, 5`,
        totalCost: 20,
      },
    });
    await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${day}T11:00`),
      lines: [{ productId: dish.id, name: dish.name, quantity: 1, price: 10 }],
      extra: { comment: 'Обычный заказ', totalCost: 10 },
    });
    const answer = await pdf('delivery-sheet.pdf', { date: day }).expect(200);
    const text = pdfText(answer.body as Buffer);
    pdfImages(answer.body as Buffer, 'delivery-sheet-emoji');
    expect(pdfPages(text)).toBe(1);
    expect(text).toMatch(no(emojiOrder.id));
    // No emoji is left (the fonts cannot draw one); each run of them is one «�».
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(text).toContain('Позвонить � за час �,');
    expect(text).toContain('аллергия на орехи �.');
    expect(text).toContain('Анна�');
    // The comment did not fit half a page: cut, ending in «…».
    expect(text).toMatch(/…\s*\n/);
    expect(text).toContain('Обычный заказ');

    // Every word of the table (poppler's boxes) lies inside one column, and the words of each value in their own column.
    const words = pdfWords(answer.body as Buffer);
    const header = words.find((word) => word.text === 'Время') as PdfWord;
    const total = words.find((word) => word.text === 'Итого') as PdfWord;
    const edges = [DELIVERY_SHEET_TABLE.left];
    for (const column of DELIVERY_SHEET_TABLE.columns) edges.push(edges[edges.length - 1] + column.width);
    const columnOf = (word: PdfWord) => {
      const index = edges.findIndex((edge, at) => at + 1 < edges.length && word.xMin >= edge - 0.5 && word.xMax <= edges[at + 1] + 0.5);
      return index < 0 ? `crosses a column edge: ${word.text}` : DELIVERY_SHEET_TABLE.columns[index].title;
    };
    const table = words.filter((word) => word.yMin >= header.yMin && word.yMax <= total.yMin);
    expect(table.length).toBeGreaterThan(100);
    const expectIn = (title: string, pick: (word: PdfWord) => boolean) => {
      const picked = table.filter(pick);
      expect(picked.length).toBeGreaterThan(0);
      for (const word of picked) expect({ word: word.text, column: columnOf(word) }).toEqual({ word: word.text, column: title });
    };
    for (const word of table) expect(columnOf(word)).not.toMatch(/^crosses/);
    expectIn('Клиент, телефон', (word) => /Длиннофамильн|скаяска|Анна|Сергеевна|\+375/.test(word.text));
    expectIn('Комментарий', (word) => /Позвонить|аллергия|домофона|Подъезд|…/.test(word.text));
    expectIn('Адрес', (word) => /Немига/.test(word.text));
    expectIn('Оплата', (word) => /наличные|Получить/.test(word.text));
  });

  it('prints packing labels for a day, one per order, and for one order; a long dish list ends with «и ещё N»', async () => {
    const answer = await pdf('packing-labels.pdf', { date: DAY }).expect(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="packing-labels-${DAY}.pdf"`);
    const text = pdfText(answer.body as Buffer);
    pdfImages(answer.body as Buffer, 'packing-labels');
    for (const expected of [
      '12.04.2033 10:00',
      'Ковалёва Анна Сергеевна',
      'Лис Пётр Ильич',
      '+375 44 777-88-99',
      'Самовывоз',
      'Минск, ул. Немига, 5',
      'Аллергия: Без орехов в десертах',
      'Канапе вид 1 × 10',
      'и ещё',
    ])
      expect(text).toContain(expected);
    for (const order of [orders.delivery, orders.pickup, orders.late]) expect(text).toMatch(no(order.id));
    expect(text).not.toMatch(no(orders.canceled.id));
    expect(text).not.toContain('Канапе вид 14');
    expect(pdfPages(text)).toBe(1);

    const one = pdfText((await pdf('packing-labels.pdf', { order_id: orders.pickup.id }).expect(200)).body as Buffer);
    expect(one).toMatch(no(orders.pickup.id));
    expect(one).not.toMatch(no(orders.delivery.id));
    // Both filters: the order only when its event is on that day.
    await env.shop
      .api()
      .get(`${A}/packing-labels.pdf`)
      .query({ order_id: orders.pickup.id, date: '2033-04-13' })
      .set(env.admin.auth)
      .expect(404);
  });

  it('fills more pages with labels when a day has more than eight orders', async () => {
    const [dish] = env.shelf.products;
    const day = '2033-06-01';
    for (let index = 0; index < 9; index++)
      await insertOrder(env.shop, {
        customer: env.customer,
        deliveryAt: minsk(`${day}T12:00`),
        lines: [{ productId: dish.id, name: dish.name, quantity: 1 }],
      });
    const text = pdfText((await pdf('packing-labels.pdf', { date: day }).expect(200)).body as Buffer);
    expect(pdfPages(text)).toBe(2);
  });

  it('refuses a missing or impossible date (400 naming the field) and an unknown order (404)', async () => {
    const api = env.shop.api();
    const bad = async (path: string, query: Record<string, string | number>) =>
      (await api.get(`${A}/${path}`).query(query).set(env.admin.auth).expect(400)).body.detail as string;
    expect(await bad('delivery-sheet.pdf', { date: '2033-02-30' })).toMatch(/^date/);
    expect(await bad('delivery-sheet.pdf', {})).toMatch(/^date/);
    expect(await bad('production-sheet.pdf', { date_from: '12.04.2033', date_to: DAY })).toMatch(/^date_from/);
    expect(await bad('packing-labels.pdf', {})).toMatch(/^date/);
    expect(await bad('packing-labels.pdf', { date: '2033-13-01' })).toMatch(/^date/);
    expect(await bad('packing-labels.pdf', { order_id: 'abc' })).toMatch(/^order_id/);
    const missing = await api.get(`${A}/packing-labels.pdf`).query({ order_id: 2_000_000_000 }).set(env.admin.auth).expect(404);
    expect(missing.body.detail).toBe('Заказ не найден');
  });

  it.each([
    ['production-sheet.pdf', { date_from: DAY, date_to: DAY }],
    ['delivery-sheet.pdf', { date: DAY }],
    ['packing-labels.pdf', { date: DAY }],
  ])('%s is for administrators only (401 without a token, 403 for a customer)', async (path, query) => {
    await env.shop.api().get(`${A}/${path}`).query(query).expect(401);
    await env.shop.api().get(`${A}/${path}`).query(query).set(env.customer.auth).expect(403);
  });
});
