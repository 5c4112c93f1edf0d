import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { shiftDay } from '@bulbash/rules';
import { PasswordService } from '../src/auth/password.service';
import { TokenService } from '../src/auth/token.service';
import { User } from '../src/auth/user.entity';
import { LUNCH_CUTOFF_TASK, LunchCutoff } from '../src/lunches/lunch-cutoff.service';
import { LunchDay } from '../src/lunches/lunch-day.entity';
import { LunchClosedDay } from '../src/lunches/lunch-statement.dto';
import { Order } from '../src/orders/order.entity';
import { BullMqTaskRunner } from '../src/scheduling/bullmq-task-runner';
import { LeaseTaskRunner } from '../src/scheduling/lease-task-runner';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { ROMASHKA } from './support/lunches';
import { TwoInstances, twoInstances } from './support/two-instances';

/**
 * The cutoff job on two instances of the shop on one MariaDB database (TEST_DB=mysql only, see
 * jest.config.cjs), with the database lease and with BullMQ: both instances tick, run the job
 * directly and the manager's early close at the same moments, and each working day becomes
 * exactly one order; a closed day's letter reaches the contact once.
 */
const WEEK = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];

async function account(app: INestApplication, role: 'owner' | null): Promise<{ user: User; auth: { Authorization: string } }> {
  const users = app.get(DataSource).getRepository(User);
  const user = await users.save(
    users.create({
      email: `lunch-${role ?? 'contact'}-${randomBytes(4).toString('hex')}@example.by`,
      name: 'Анна',
      surname: 'Петрова',
      passwordHash: await app.get(PasswordService).hash('secret-pass-1'),
      isActive: true,
      role,
    }),
  );
  return { user, auth: { Authorization: `Bearer ${await app.get(TokenService).issue(user)}` } };
}

async function scenario(shop: TwoInstances, runnerType: typeof BullMqTaskRunner | typeof LeaseTaskRunner) {
  for (const app of shop.apps) expect(app.get(TaskRunner)).toBeInstanceOf(runnerType);
  shop.setNow('2026-11-06T12:00');
  const owner = await account(shop.apps[0], 'owner');
  const contact = await account(shop.apps[0], null);
  const created = await shop
    .api(0)
    .post('/api/v1/admin/lunch-contracts')
    .set(owner.auth)
    .send({
      company: ROMASHKA,
      contact_user_id: contact.user.id,
      delivery_address: 'г. Минск, пр. Победителей, 100',
      delivery_time: '12:30',
      headcount: 30,
      price_per_person: 15,
      starts_on: WEEK[0],
      ends_on: WEEK[4],
    })
    .expect(201);
  const contractId = created.body.id as number;
  await shop
    .api(1)
    .patch('/api/v1/bulbash_admin/capacity')
    .set(owner.auth)
    .send({ closed_dates: [{ date: '2026-11-12', reason: 'Санитарный день' }], confirm: true })
    .expect(200);

  // Monday: the manager's early close on both instances at once, while both run the job.
  shop.setNow('2026-11-08T08:00');
  const answers: LunchClosedDay[] = [];
  const keep = (days: LunchClosedDay[]) => answers.push(...days);
  await Promise.all(
    shop.apps.flatMap((app, index) => [
      shop
        .api(index)
        .post('/api/v1/admin/lunch-contracts/run-cutoff')
        .set(owner.auth)
        .send({ date: WEEK[0] })
        .expect(200)
        .then((response) => keep(response.body.days as LunchClosedDay[])),
      app.get(LunchCutoff).closeDue().then(keep),
    ]),
  );
  for (const day of WEEK.slice(1)) {
    shop.setNow(`${shiftDay(day, -1)}T10:02`);
    await Promise.all(
      shop.apps.flatMap((app) => [
        app.get(TaskRunner).runOnce(LUNCH_CUTOFF_TASK),
        app.get(LunchCutoff).closeDue().then(keep),
        app.get(LunchCutoff).closeDue().then(keep),
      ]),
    );
  }
  // Every run answered (none failed), and no day was closed by two of them.
  for (const day of WEEK) {
    const mine = answers.filter((answer) => answer.contract_id === contractId && answer.date === day);
    expect(mine.length).toBeGreaterThanOrEqual(day === WEEK[0] ? 2 : 3);
    expect(mine.filter((answer) => answer.closed_now).length).toBeLessThanOrEqual(1);
    expect(new Set(mine.map((answer) => answer.order_id)).size).toBe(1);
  }

  const orders = await shop
    .dataSource()
    .getRepository(Order)
    .find({ where: { origin: 'lunch', originId: contractId } });
  expect(orders.map((order) => order.checkoutKey).sort()).toEqual(
    ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-13'].map((day) => `lunch:${contractId}:${day}`),
  );
  const days = await shop
    .dataSource()
    .getRepository(LunchDay)
    .find({ where: { contractId }, order: { day: 'ASC' } });
  expect(days.map((day) => [day.day, day.outcome])).toEqual([
    ['2026-11-09', 'ordered'],
    ['2026-11-10', 'ordered'],
    ['2026-11-11', 'ordered'],
    ['2026-11-12', 'closed'],
    ['2026-11-13', 'ordered'],
  ]);
  await shop.mail.waitFor(contact.user.email!, /Обеды на 12\.11\.2026 не будут доставлены/);
  expect(shop.mail.messages.filter((message) => message.to.includes(contact.user.email!))).toHaveLength(1);
}

describe('the lunch cutoff job on two instances', () => {
  describe('without Redis: the database lease', () => {
    const shop = twoInstances({ name: 'lunches', redis: false });
    it(
      'makes exactly one order per working day while both instances close the same days at once',
      () => scenario(shop, LeaseTaskRunner),
      60_000,
    );
  });

  describe('with Redis: BullMQ', () => {
    const shop = twoInstances({ name: 'lunches', redis: true });
    it(
      'makes exactly one order per working day while both workers close the same days at once',
      () => scenario(shop, BullMqTaskRunner),
      60_000,
    );
  });
});
