import { refusalText, roleCan, StaffAction, StaffResource, StaffRole } from '@bulbash/rules';
import { User } from '../src/auth/user.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { insertOrder } from './support/payments';
import { binaryBody, pdfText } from './support/pdf';
import { startTestApp, TestApp } from './support/test-app';

type Who = StaffRole | 'customer';
const EVERYONE: Who[] = ['owner', 'manager', 'kitchen', 'driver', 'accountant', 'customer'];
const DAY = '2026-12-05';
const CONTACT = { phone: '375291112233', phoneShown: '111-22-33', email: 'anna.contact@example.by' };
/** The tables a refused call must leave as they were (sessions aside: each call only reads its own). */
const WATCHED = {
  products: '*',
  orders: '*',
  order_payments: '*',
  order_status_changes: '*',
  capacity_settings: '*',
  payment_settings: '*',
  about_us: '*',
  users: '*',
  // The outbox sender changes a row's status on its own: what was written is what counts.
  outbox: 'id, recipient, subject',
};

interface AreaCase {
  area: string;
  resource: StaffResource;
  action: StaffAction;
  call: (account: TestAccount) => Promise<{ status: number; body: { detail?: string } }>;
  /** The status an allowed role gets. */
  ok: number;
  /** A permission the route checks first (a refund is a payment): a role without it is refused for that one. */
  first?: StaffResource;
}

/** The resource a refusal names: the route's first check when the role fails that one. */
const refusedFor = (who: Who, area: AreaCase): StaffResource =>
  area.first && (who === 'customer' || !roleCan(who, area.first, area.action)) ? area.first : area.resource;

describe('staff roles: every role against each area, kitchen answers, staff accounts', () => {
  let shop: TestApp;
  let shelf: TestShelf;
  let orderId: number;
  const accounts = {} as Record<Who, TestAccount>;

  beforeAll(async () => {
    shop = await startTestApp();
    shelf = await createShelf(shop, [12]);
    for (const who of EVERYONE) accounts[who] = await createAccount(shop, who === 'customer' ? {} : { role: who });
    const order = await insertOrder(shop, accounts.customer.user.id, {
      paymentMethod: 'cash',
      deliveryAt: new Date(`${DAY}T09:00:00Z`),
      deliveryMethod: 'delivery',
      contactPhone: CONTACT.phone,
      contactEmail: CONTACT.email,
    });
    orderId = order.id;
  });
  afterAll(async () => shop.close());

  const api = () => shop.api();
  const fingerprint = async () => {
    const tables: Record<string, unknown> = {};
    for (const [table, columns] of Object.entries(WATCHED))
      tables[table] = await shop.dataSource.query(`SELECT ${columns} FROM ${table} ORDER BY 1`);
    return JSON.stringify(tables);
  };

  const AREAS: AreaCase[] = [
    {
      area: 'catalogue write',
      resource: 'catalogue',
      action: 'write',
      ok: 200,
      call: (a) => api().put(`/api/v1/admin/products/${shelf.products[0].id}`).set(a.auth).send({ price: 13 }),
    },
    {
      area: 'orders read',
      resource: 'orders',
      action: 'read',
      ok: 200,
      call: (a) => api().get(`/api/v1/admin/orders/${orderId}`).set(a.auth),
    },
    {
      area: 'orders write',
      resource: 'orders',
      action: 'write',
      ok: 200,
      call: (a) => api().put(`/api/v1/admin/orders/${orderId}`).set(a.auth).send({ comment: 'Позвонить за час' }),
    },
    { area: 'enquiries', resource: 'enquiries', action: 'read', ok: 200, call: (a) => api().get('/api/v1/admin/enquiries').set(a.auth) },
    { area: 'quotes', resource: 'quotes', action: 'read', ok: 200, call: (a) => api().get('/api/v1/admin/quotes').set(a.auth) },
    { area: 'customers', resource: 'customers', action: 'read', ok: 200, call: (a) => api().get('/api/v1/admin/customers').set(a.auth) },
    {
      area: 'payments record',
      resource: 'payments',
      action: 'write',
      ok: 201,
      call: (a) => api().post(`/api/v1/admin/orders/${orderId}/payments`).set(a.auth).send({ amount: 5, method: 'cash' }),
    },
    {
      area: 'refund (negative payment)',
      resource: 'refunds',
      action: 'write',
      ok: 201,
      first: 'payments',
      call: (a) => api().post(`/api/v1/admin/orders/${orderId}/payments`).set(a.auth).send({ amount: -1, method: 'cash' }),
    },
    {
      area: 'cash report',
      resource: 'cash_report',
      action: 'read',
      ok: 200,
      call: (a) => api().get(`/api/v1/bulbash_admin/cash-report?from=${DAY}&to=${DAY}`).set(a.auth),
    },
    {
      area: 'production sheet',
      resource: 'production',
      action: 'read',
      ok: 200,
      call: (a) => api().get(`/api/v1/bulbash_admin/production-sheet?date_from=${DAY}&date_to=${DAY}`).set(a.auth),
    },
    {
      area: 'labels',
      resource: 'labels',
      action: 'read',
      ok: 200,
      // A day's labels (a driver's are those of their run: the order of this file is not on it, test/driver-deliveries.e2e-spec.ts).
      call: (a) => api().get(`/api/v1/bulbash_admin/packing-labels.pdf?date=${DAY}`).set(a.auth),
    },
    {
      area: 'delivery sheet',
      resource: 'deliveries',
      action: 'read',
      ok: 200,
      call: (a) => api().get(`/api/v1/bulbash_admin/delivery-sheet?date=${DAY}`).set(a.auth),
    },
    {
      area: 'capacity read',
      resource: 'capacity',
      action: 'read',
      ok: 200,
      call: (a) => api().get('/api/v1/bulbash_admin/capacity').set(a.auth),
    },
    {
      area: 'capacity write',
      resource: 'capacity',
      action: 'write',
      ok: 200,
      call: (a) => api().patch('/api/v1/bulbash_admin/capacity').set(a.auth).send({ max_guests_per_day: 310 }),
    },
    {
      area: 'settings write',
      resource: 'settings',
      action: 'write',
      ok: 200,
      call: (a) => api().patch('/api/v1/bulbash_admin/about-us').set(a.auth).send({ text: '<p>О нас</p>' }),
    },
    {
      area: 'payment settings write',
      resource: 'payment_settings',
      action: 'write',
      ok: 200,
      call: (a) => api().patch('/api/v1/bulbash_admin/payment-settings').set(a.auth).send({ deposit_percent: 40 }),
    },
    { area: 'staff', resource: 'staff', action: 'read', ok: 200, call: (a) => api().get('/api/v1/admin/staff').set(a.auth) },
    { area: 'outbox', resource: 'outbox', action: 'read', ok: 200, call: (a) => api().get('/api/v1/admin/outbox').set(a.auth) },
  ];

  it.each(AREAS.map((area) => [area.area, area] as const))(
    '%s: allowed roles pass, the others get 403 naming the area and nothing changes',
    async (_name, area) => {
      const seen: string[] = [];
      for (const who of EVERYONE) {
        const allowed = who !== 'customer' && roleCan(who, area.resource, area.action);
        const before = allowed ? '' : await fingerprint();
        const response = await area.call(accounts[who]);
        if (allowed) {
          seen.push(`${who} ${response.status}`);
          expect({ who, status: response.status }).toEqual({ who, status: area.ok });
        } else {
          seen.push(`${who} 403`);
          expect({ who, status: response.status, body: response.body }).toEqual({
            who,
            status: 403,
            body: { detail: refusalText(who === 'customer' ? null : who, refusedFor(who, area), area.action) },
          });
          expect(await fingerprint()).toBe(before);
        }
      }
      expect(seen).toHaveLength(EVERYONE.length);
    },
  );

  it('invoices: roles that read invoices get any order’s list; kitchen and driver get the 404 of another’s order', async () => {
    for (const who of ['owner', 'manager', 'accountant'] as const) {
      await api().get(`/api/v1/order/${orderId}/invoices`).set(accounts[who].auth).expect(200);
    }
    for (const who of ['kitchen', 'driver'] as const) {
      await api().get(`/api/v1/order/${orderId}/invoices`).set(accounts[who].auth).expect(404);
    }
  });

  it('kitchen answers carry no customer phone or e-mail; the manager’s labels do', async () => {
    const sheet = await api()
      .get(`/api/v1/bulbash_admin/production-sheet?date_from=${DAY}&date_to=${DAY}`)
      .set(accounts.kitchen.auth)
      .expect(200);
    expect(sheet.body.events.map((event: { order_id: number }) => event.order_id)).toContain(orderId);
    const csv = await api()
      .get(`/api/v1/bulbash_admin/production-sheet.csv?date_from=${DAY}&date_to=${DAY}`)
      .set(accounts.kitchen.auth)
      .expect(200);
    const sheetPdf = await api()
      .get(`/api/v1/bulbash_admin/production-sheet.pdf?date_from=${DAY}&date_to=${DAY}`)
      .set(accounts.kitchen.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const labels = await api()
      .get(`/api/v1/bulbash_admin/packing-labels.pdf?date=${DAY}`)
      .set(accounts.kitchen.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const managerLabels = await api()
      .get(`/api/v1/bulbash_admin/packing-labels.pdf?date=${DAY}`)
      .set(accounts.manager.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const agenda = await api().get(`/api/v1/bulbash_admin/agenda?date_from=${DAY}&date_to=${DAY}`).set(accounts.kitchen.auth).expect(200);
    expect(agenda.body).toContainEqual(
      expect.objectContaining({ order_id: orderId, customer: 'Ковалёва Анна', phone: null, email: null, total_cost: null }),
    );
    const managerAgenda = await api()
      .get(`/api/v1/bulbash_admin/agenda?date_from=${DAY}&date_to=${DAY}`)
      .set(accounts.manager.auth)
      .expect(200);
    expect(managerAgenda.body).toContainEqual(
      expect.objectContaining({ order_id: orderId, phone: CONTACT.phone, email: CONTACT.email, total_cost: expect.any(Number) }),
    );
    const texts = [
      JSON.stringify(sheet.body),
      JSON.stringify(agenda.body),
      csv.text,
      pdfText(sheetPdf.body as Buffer),
      pdfText(labels.body as Buffer),
    ];
    for (const text of texts) {
      expect(text).not.toContain(CONTACT.phoneShown);
      expect(text).not.toContain(CONTACT.phone.slice(3));
      expect(text).not.toContain(CONTACT.email);
    }
    expect(pdfText(labels.body as Buffer)).toMatch(new RegExp(`№\\s*${orderId}\\s`));
    expect(pdfText(managerLabels.body as Buffer)).toContain(CONTACT.phoneShown);
  });

  describe('staff accounts (/api/v1/admin/staff)', () => {
    const STAFF = '/api/v1/admin/staff';
    const me = (token: string) =>
      api()
        .get('/api/v1/users/me')
        .set({ Authorization: `Bearer ${token}` });
    const login = (email: string, password: string) => api().post('/api/v1/users/login').type('form').send({ username: email, password });
    const userRow = (id: number) => shop.dataSource.getRepository(User).findOneByOrFail({ id });

    it('keeps a staff member’s work phone (a driver’s goes to the customer with «В пути»): normalised, cleared with null, refused when malformed', async () => {
      const email = `driver.phone.${Date.now()}@bulbash.by`;
      const created = await api()
        .post(STAFF)
        .set(accounts.owner.auth)
        .send({ email, name: 'Павел', surname: 'Водитель', role: 'driver', phone: '+375 (29) 765-43-21' })
        .expect(201);
      expect(created.body.phone).toBe('375297654321');
      const bad = await api().put(`${STAFF}/${created.body.id}`).set(accounts.owner.auth).send({ phone: '12345' }).expect(400);
      expect(bad.body.detail).toMatch(/^phone: /);
      expect((await api().put(`${STAFF}/${created.body.id}`).set(accounts.owner.auth).send({ name: 'Павел' }).expect(200)).body.phone).toBe(
        '375297654321',
      );
      expect(
        (await api().put(`${STAFF}/${created.body.id}`).set(accounts.owner.auth).send({ phone: null }).expect(200)).body.phone,
      ).toBeNull();
    });

    it('owner adds a cook: the letter names the role, its link sets the password, the cook signs in as kitchen', async () => {
      const email = `cook.${Date.now()}@bulbash.by`;
      const created = await api()
        .post(STAFF)
        .set(accounts.owner.auth)
        .send({ email, name: 'Анна', surname: 'Козлова', role: 'kitchen' })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        email,
        name: 'Анна',
        surname: 'Козлова',
        role: 'kitchen',
        phone: null,
        active: true,
        date_created: expect.any(String),
      });
      const letter = await shop.mail.waitFor(email, /роль «Кухня»/);
      expect(letter.text).toContain('Кухня');
      expect(letter.text).toContain('72 часа');
      const token = decodeURIComponent(/restore-password\?token=([^\s"<>]+)/.exec(letter.text)![1]);
      expect(letter.text).toContain('http://shop.test/api/v1/users/restore-password?token=');
      await login(email, 'anything-1').expect(401);
      await api()
        .post('/api/v1/users/restore-new-password')
        .send({ token, password: 'cook-secret-1', confirm_password: 'cook-secret-1' })
        .expect(200);
      const session = await login(email, 'cook-secret-1').expect(200);
      const profile = await me(session.body.access_token).expect(200);
      expect(profile.body).toMatchObject({ email, role: 'kitchen', is_admin: true });
      await api().get(`${STAFF}/${created.body.id}`).set(accounts.owner.auth).expect(200);
      const listed = await api()
        .get(`${STAFF}?filter=${encodeURIComponent(JSON.stringify({ role: 'kitchen', q: 'Козлова' }))}`)
        .set(accounts.owner.auth)
        .expect(200);
      expect(listed.body.map((row: { email: string }) => row.email)).toEqual([email]);
      expect(listed.headers['content-range']).toBe('staff */1'.replace('*', '0-0'));
    });

    it('a customer account is given the role; an e-mail that is already staff is a 409 and nothing changes', async () => {
      const customer = await createAccount(shop);
      const given = await api()
        .post(STAFF)
        .set(accounts.owner.auth)
        .send({ email: customer.user.email, name: 'Иван', surname: 'Петров', role: 'driver' })
        .expect(201);
      expect(given.body).toMatchObject({ id: customer.user.id, role: 'driver', active: true });
      await shop.mail.waitFor(customer.user.email, /роль «Водитель»/);
      const before = await fingerprint();
      const again = await api()
        .post(STAFF)
        .set(accounts.owner.auth)
        .send({ email: customer.user.email, name: 'Иван', surname: 'Петров', role: 'owner' })
        .expect(409);
      expect(again.body).toEqual({ detail: 'Сотрудник с таким e-mail уже есть' });
      expect(await fingerprint()).toBe(before);
    });

    it('demoting revokes the sessions at once (next request 401); the new role applies after signing in again', async () => {
      const manager = await createAccount(shop, { role: 'manager' });
      await api().get('/api/v1/admin/customers').set(manager.auth).expect(200);
      const demoted = await api().put(`${STAFF}/${manager.user.id}`).set(accounts.owner.auth).send({ role: 'kitchen' }).expect(200);
      expect(demoted.body).toMatchObject({ role: 'kitchen', active: true });
      await api().get('/api/v1/bulbash_admin/capacity').set(manager.auth).expect(401);
      const session = await login(manager.user.email, manager.password).expect(200);
      const refused = await api()
        .get('/api/v1/admin/customers')
        .set({ Authorization: `Bearer ${session.body.access_token}` })
        .expect(403);
      expect(refused.body).toEqual({ detail: refusalText('kitchen', 'customers', 'read') });
    });

    it('deactivating (DELETE) revokes the sessions and refuses sign-in in Russian; active true lets the person in again', async () => {
      const accountant = await createAccount(shop, { role: 'accountant' });
      await me(accountant.token).expect(200);
      const removed = await api().delete(`${STAFF}/${accountant.user.id}`).set(accounts.owner.auth).expect(200);
      expect(removed.body).toMatchObject({ id: accountant.user.id, role: 'accountant', active: false });
      await me(accountant.token).expect(401);
      const refused = await login(accountant.user.email, accountant.password).expect(403);
      expect(refused.body).toEqual({
        detail: 'Учетная запись отключена владельцем магазина. Обратитесь к нему, чтобы снова получить доступ',
      });
      expect((await userRow(accountant.user.id)).deactivatedAt).not.toBeNull();
      const inactive = await api()
        .get(`${STAFF}?filter=${encodeURIComponent(JSON.stringify({ active: false }))}`)
        .set(accounts.owner.auth)
        .expect(200);
      expect(inactive.body.map((row: { id: number }) => row.id)).toContain(accountant.user.id);
      await api().put(`${STAFF}/${accountant.user.id}`).set(accounts.owner.auth).send({ active: true }).expect(200);
      await login(accountant.user.email, accountant.password).expect(200);
    });

    it('the last active owner can be neither demoted nor deactivated (409, nothing changed)', async () => {
      const second = await createAccount(shop, { role: 'owner' });
      // Leave `second` the only active owner for a moment (set in the database, so the others keep their sessions).
      const users = shop.dataSource.getRepository(User);
      const others = (await users.find({ where: { role: 'owner' } })).filter(
        (owner) => owner.id !== second.user.id && owner.deactivatedAt === null,
      );
      await users.update(
        others.map((owner) => owner.id),
        { deactivatedAt: new Date() },
      );
      try {
        const before = await fingerprint();
        for (const attempt of [
          () => api().put(`${STAFF}/${second.user.id}`).set(second.auth).send({ role: 'manager' }),
          () => api().put(`${STAFF}/${second.user.id}`).set(second.auth).send({ active: false }),
          () => api().delete(`${STAFF}/${second.user.id}`).set(second.auth),
        ]) {
          const response = await attempt();
          expect({ status: response.status, body: response.body }).toEqual({
            status: 409,
            body: { detail: 'Нельзя убрать последнего владельца' },
          });
        }
        expect(await fingerprint()).toBe(before);
        await api().get('/api/v1/admin/staff').set(second.auth).expect(200);
      } finally {
        await users.update(
          others.map((owner) => owner.id),
          { deactivatedAt: null },
        );
      }
      // With another active owner again, the same demotion goes through.
      await api().put(`${STAFF}/${second.user.id}`).set(accounts.owner.auth).send({ role: 'manager' }).expect(200);
    });

    it('two owners demoting each other at the same moment: one succeeds, the other is the 409, one owner remains', async () => {
      const [first, second] = [await createAccount(shop, { role: 'owner' }), await createAccount(shop, { role: 'owner' })];
      const users = shop.dataSource.getRepository(User);
      const others = (await users.find({ where: { role: 'owner' } })).filter(
        (owner) => ![first.user.id, second.user.id].includes(owner.id) && owner.deactivatedAt === null,
      );
      await users.update(
        others.map((owner) => owner.id),
        { deactivatedAt: new Date() },
      );
      try {
        const answers = await Promise.all([
          api().put(`${STAFF}/${second.user.id}`).set(first.auth).send({ role: 'manager' }),
          api().put(`${STAFF}/${first.user.id}`).set(second.auth).send({ role: 'manager' }),
        ]);
        const statuses = answers.map((answer) => answer.status).sort();
        // The loser was either refused by the last-owner rule or, demoted first, lost its session.
        expect([
          [200, 409],
          [200, 401],
        ]).toContainEqual(statuses);
        const owners = await users.find({ where: { role: 'owner' } });
        expect(owners.filter((owner) => [first.user.id, second.user.id].includes(owner.id))).toHaveLength(1);
      } finally {
        await users.update(
          others.map((owner) => owner.id),
          { deactivatedAt: null },
        );
      }
    });

    it('answers 404 for a customer’s id and 400 for an unknown role', async () => {
      const missing = await api().get(`${STAFF}/${accounts.customer.user.id}`).set(accounts.owner.auth).expect(404);
      expect(missing.body).toEqual({ detail: 'Сотрудник не найден' });
      const bad = await api()
        .post(STAFF)
        .set(accounts.owner.auth)
        .send({ email: 'x@bulbash.by', name: 'А', surname: 'Б', role: 'chef' })
        .expect(400);
      expect(bad.body.detail).toContain('role');
    });
  });
});
