import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { addToCart, CHECKOUT_NAMES, productList } from './support/checkout';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { binaryBody, pdfText } from './support/pdf';
import { startTestApp, TestApp } from './support/test-app';

const O = '/api/v1/order';
const Q = '/api/v1/admin/quotes';
const PUBLIC = '/api/v1/quotes';
const SETTINGS = '/api/v1/bulbash_admin/payment-settings';
const SHEET = '/api/v1/bulbash_admin/production-sheet';
const CAPACITY = '/api/v1/bulbash_admin/capacity';
const OPEN_KITCHEN = { max_guests_per_day: 300, max_orders_per_slot: 100, closed_weekdays: [], closed_dates: [] };

/**
 * Issues 33/34 follow-ups: the cancellation texts (letter, order and quote answers) follow the
 * payment settings' free_cancel_minutes, and an order from a quote totals its services apart.
 */
describe(`order texts (${TEST_ENGINE})`, () => {
  let shop: TestApp;
  let shelf: TestShelf;
  let admin: TestAccount;
  let clock: { set(local: string): void };
  let emailCounter = 0;

  beforeAll(async () => {
    shop = await startTestApp({ TRUST_PROXY: '1' });
    clock = controlClock(shop);
    clock.set('2026-11-23T10:00');
    shelf = await createShelf(shop, [20]);
    admin = await createAccount(shop, { admin: true });
    await shop.api().patch(CAPACITY).set(admin.auth).send(OPEN_KITCHEN).expect(200);
  });
  afterAll(async () => shop.close());

  const freshCustomer = () => {
    emailCounter += 1;
    return createAccount(shop, { email: `texts.customer${emailCounter}@example.by` });
  };
  const setGrace = (minutes: number) => shop.api().patch(SETTINGS).set(admin.auth).send({ free_cancel_minutes: minutes }).expect(200);

  /** A checkout by a fresh customer; answers the customer and the order id. */
  async function placeOrder(): Promise<{ customer: TestAccount; id: number }> {
    const customer = await freshCustomer();
    const cart = await addToCart(shop, customer, [[shelf.products[0].id, 2]]);
    const body = {
      ...CHECKOUT_NAMES,
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_at: '2026-12-10T15:00:00+03:00',
      product_list: productList(cart.data),
      total_cost: 40,
    };
    const id = (await shop.api().post(`${O}/create-new-order`).set(customer.auth).send(body).expect(201)).body.order_id as number;
    return { customer, id };
  }

  const quoteBody = (email: string, eventAt: string) => ({
    contact_name: 'Анна Ковалёва',
    contact_email: email,
    contact_phone: '+375 29 123-45-67',
    event_at: eventAt,
    guests: 4,
    delivery_method: 'pickup',
    lines: [
      { kind: 'dish', product_id: shelf.products[0].id, quantity: 10 },
      { kind: 'service', name: 'Официант', unit: 'час', quantity: 4, unit_price: 25 },
    ],
    valid_until: '2026-12-05',
  });
  /** A sent quote to a fresh customer: 10 × 20 dishes and «Официант 4 × 25». */
  async function sentQuote(eventAt = '2026-12-19T18:00') {
    const customer = await freshCustomer();
    const created = await shop.api().post(Q).set(admin.auth).send(quoteBody(customer.user.email, eventAt)).expect(201);
    const quote = (await shop.api().post(`${Q}/${created.body.id}/send`).set(admin.auth).expect(200)).body;
    return { customer, quote };
  }

  describe('the cancellation texts follow free_cancel_minutes', () => {
    afterEach(async () => setGrace(15));

    it.each([
      [0, 'Отмена не позднее чем за 24 часа до времени доставки бесплатна'],
      [30, 'Отмена в течение 30 минут после оформления'],
    ])('with %i: the confirmation letter, the order answers and the quote', async (minutes, expected) => {
      await setGrace(minutes);
      const { customer, id } = await placeOrder();
      const letter = await shop.mail.waitFor(customer.user.email, new RegExp(`Заказ №${id} принят`));
      expect(letter.text).toContain(expected);
      expect(letter.text).not.toContain('15 минут');

      const own = (await shop.api().get(`${O}/get-user-orders/${id}`).set(customer.auth).expect(200)).body;
      expect(own).toMatchObject({ free_cancel_minutes: minutes, cancellation_terms_text: expect.stringContaining(expected) });
      expect(own.cancellation_terms_text).not.toContain('15 минут');
      const row = (await shop.api().get(`${O}/get-all-user-orders`).set(customer.auth).expect(200)).body.data[0];
      expect(row.cancellation_terms_text).toBe(own.cancellation_terms_text);
      const staff = (await shop.api().get(`/api/v1/admin/orders/${id}`).set(admin.auth).expect(200)).body;
      expect(staff.cancellation_terms_text).toBe(own.cancellation_terms_text);

      const { quote } = await sentQuote();
      // A quote's own terms keep the deposit; the grace after placing follows the setting there too.
      expect(quote.cancellation_rule).not.toContain('15 минут');
      expect(quote.cancellation_rule.includes('минут')).toBe(minutes > 0);
      const page = (await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200)).body;
      expect(page.cancellation_rule).toBe(quote.cancellation_rule);
      if (minutes > 0) expect(page.cancellation_rule).toContain(`в течение ${minutes} минут после оформления`);
    });

    it('the default 15 still reads «15 минут»', async () => {
      const { customer, id } = await placeOrder();
      const own = (await shop.api().get(`${O}/get-user-orders/${id}`).set(customer.auth).expect(200)).body;
      expect(own).toMatchObject({ free_cancel_minutes: 15, cancellation_terms_text: expect.stringContaining('в течение 15 минут') });
    });
  });

  it('an order from a quote totals its services apart from the dishes: answers, the production sheet and its PDF', async () => {
    const { customer, quote } = await sentQuote('2026-12-20T18:00');
    expect(quote).toMatchObject({ items_total: 200, services_total: 100 });
    const orderId = (
      await shop.api().post(`${PUBLIC}/${quote.token}/accept`).set(customer.auth).send({ payment_method: 'cash' }).expect(201)
    ).body.order_id as number;

    const own = (await shop.api().get(`${O}/get-user-orders/${orderId}`).set(customer.auth).expect(200)).body;
    expect(own).toMatchObject({ items_total: 300, services_total: 100 });
    const staff = (await shop.api().get(`/api/v1/admin/orders/${orderId}`).set(admin.auth).expect(200)).body;
    expect(staff).toMatchObject({ items_total: 300, services_total: 100 });

    // An ordinary checkout has no services.
    const plain = await placeOrder();
    expect((await shop.api().get(`${O}/get-user-orders/${plain.id}`).set(plain.customer.auth).expect(200)).body.services_total).toBe(0);

    const day = { date_from: '2026-12-20', date_to: '2026-12-20' };
    const sheet = (await shop.api().get(SHEET).query(day).set(admin.auth).expect(200)).body;
    const event = sheet.events.find((row: { order_id: number }) => row.order_id === orderId);
    expect(event).toMatchObject({ items_total: 300, services_total: 100 });
    const pdf = await shop.api().get(`${SHEET}.pdf`).query(day).set(admin.auth).buffer(true).parse(binaryBody).expect(200);
    expect(pdfText(pdf.body as Buffer).replace(/\s+/g, ' ')).toContain('Блюда: 200,00 byn + Услуги: 100,00 byn');
  });
});
