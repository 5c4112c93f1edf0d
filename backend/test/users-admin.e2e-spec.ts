import { Logger } from '@nestjs/common';
import { AdminBootstrapService, DEMO_ADMIN_EMAIL, randomPassword, wantsDemoAdmin } from '../src/users/admin-bootstrap.service';
import { User } from '../src/auth/user.entity';
import { createAccount } from './support/accounts';
import { TEST_ENGINE } from './support/database';
import { ADMIN, startTestApp, TestApp } from './support/test-app';

const login = (shop: TestApp, username: string, password: string) =>
  shop
    .api()
    .post('/api/v1/users/login')
    .set('X-Forwarded-For', `10.3.0.${Math.floor(Math.random() * 250) + 1}`)
    .type('form')
    .send({ username, password });

describe('administrator bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('creates the configured administrator, verified, on start', async () => {
    const response = await login(shop, ADMIN.email, ADMIN.password).expect(200);
    const me = await shop.api().get('/api/v1/users/me').set('Authorization', `Bearer ${response.body.access_token}`).expect(200);
    expect(me.body).toMatchObject({ email: ADMIN.email, is_admin: true, is_active: true });
  });

  it('changes nothing on a restart with the same settings', async () => {
    const users = shop.dataSource.getRepository(User);
    const before = await users.findOneByOrFail({ email: ADMIN.email });
    const adminsBefore = await users.countBy({ role: 'owner' });
    await shop.app.get(AdminBootstrapService).onApplicationBootstrap();
    const after = await users.findOneByOrFail({ email: ADMIN.email });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await users.countBy({ email: ADMIN.email })).toBe(1);
    expect(await users.countBy({ role: 'owner' })).toBe(adminsBefore);
  });

  it('promotes an existing customer, verifies it and resets its password', async () => {
    const customer = await createAccount(shop);
    await shop.dataSource.getRepository(User).update({ id: customer.user.id }, { isActive: false });
    const bootstrap = shop.app.get(AdminBootstrapService);
    expect(await bootstrap.ensureAdmin(customer.user.email, 'promoted-pass-9')).toBe('updated');
    await login(shop, customer.user.email, customer.password).expect(401);
    const response = await login(shop, customer.user.email, 'promoted-pass-9').expect(200);
    const me = await shop.api().get('/api/v1/users/me').set('Authorization', `Bearer ${response.body.access_token}`).expect(200);
    expect(me.body).toMatchObject({ is_admin: true, is_active: true });
    expect(await bootstrap.ensureAdmin(customer.user.email, 'promoted-pass-9')).toBe('unchanged');
  });
});

describe('demo administrator', () => {
  let shop: TestApp;
  /** Counted right after the start, before any test bootstraps again. */
  let adminsAtStart = -1;
  beforeAll(async () => {
    shop = await startTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    adminsAtStart = await shop.dataSource.getRepository(User).countBy({ role: 'owner' });
  });
  afterAll(async () => shop.close());

  it('is wanted only for the embedded database with demo data and no ADMIN_* settings', () => {
    const sqlite = { type: 'sqlite' as const, file: 'x.sqlite' };
    const mysql = { type: 'mysql' as const, url: 'mysql://root@localhost/x', database: 'x' };
    expect(wantsDemoAdmin({ database: sqlite, demoData: true, admin: null })).toBe(true);
    expect(wantsDemoAdmin({ database: sqlite, demoData: false, admin: null })).toBe(false);
    expect(wantsDemoAdmin({ database: sqlite, demoData: true, admin: { email: 'a@b.by', password: 'secret1' } })).toBe(false);
    expect(wantsDemoAdmin({ database: mysql, demoData: true, admin: null })).toBe(false);
  });

  it('makes 16-character passwords without look-alike characters', () => {
    const passwords = Array.from({ length: 50 }, () => randomPassword());
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
    expect(new Set(passwords).size).toBe(50);
  });

  it('was not created on this start (DEMO_DATA is off)', async () => {
    expect(adminsAtStart).toBe(0);
  });

  it('on a demo start without administrators: creates one, prints the credentials once in Russian and English', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      shop.config.demoData = true;
      const bootstrap = shop.app.get(AdminBootstrapService);
      await bootstrap.onApplicationBootstrap();
      const admins = await shop.dataSource.getRepository(User).findBy({ role: 'owner' });
      if (TEST_ENGINE === 'mysql') {
        // The demo administrator is for the embedded database only.
        expect(admins).toHaveLength(0);
        expect(warn).not.toHaveBeenCalled();
        return;
      }
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({ email: DEMO_ADMIN_EMAIL, isActive: true });
      expect(warn).toHaveBeenCalledTimes(1);
      const printed = String(warn.mock.calls[0][0]);
      expect(printed).toContain('Создан администратор');
      expect(printed).toContain('Demo administrator created');
      const password = /password: (\S+)/.exec(printed)?.[1] ?? '';
      expect(password).toHaveLength(16);
      const response = await login(shop, DEMO_ADMIN_EMAIL, password).expect(200);
      const me = await shop.api().get('/api/v1/users/me').set('Authorization', `Bearer ${response.body.access_token}`).expect(200);
      expect(me.body).toMatchObject({ is_admin: true, is_active: true });

      // Next start: an administrator exists, nothing is created or printed.
      await bootstrap.onApplicationBootstrap();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(await shop.dataSource.getRepository(User).countBy({ role: 'owner' })).toBe(1);
    } finally {
      warn.mockRestore();
      shop.config.demoData = false;
    }
  });
});
