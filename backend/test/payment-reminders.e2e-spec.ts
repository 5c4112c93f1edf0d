import { execFileSync } from 'node:child_process';
import { PAYMENT_REMINDERS_TASK, PaymentReminders } from '../src/payments/payment-reminders.service';
import { PaymentReminder } from '../src/payments/payment-reminder.entity';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { controlClock, minsk } from './support/clock';
import { CaughtMail, MailCatcher } from './support/mail-catcher';
import { insertOrder } from './support/payments';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

/**
 * Payment reminders on one instance (both engines): what falls due within two days or is
 * overdue gets one letter with the invoice attached, and only once; a scan is triggered with
 * the task runner's runOnce at a "now" set on the Clock. Two instances: payment-reminders-scale-out.
 */
describe('payment reminders', () => {
  const env = useShopWithTwoCustomers([100]);
  const clock = () => controlClock(env.shop);
  const tick = () => env.shop.app.get(TaskRunner).runOnce(PAYMENT_REMINDERS_TASK);
  const to = (email: string) => env.shop.mail.messages.filter((mail) => mail.to.includes(email));
  const order = (email: string, fields: Parameters<typeof insertOrder>[2], itemCost = 100) =>
    insertOrder(env.shop, env.alice.user.id, { contactEmail: email, ...fields }, itemCost);

  beforeAll(async () => {
    clock().set('2026-12-10T10:00');
    await env.shop
      .api()
      .patch('/api/v1/bulbash_admin/payment-settings')
      .set(env.admin.auth)
      .send({ deposit_percent: 50, deposit_min_total: 500, balance_due_days: 2 })
      .expect(200);
  });

  it('sends the balance and deposit letters in Russian with the invoice, once, then the overdue one', async () => {
    const placed = minsk('2026-12-08T09:00');
    const balance = await order('balance@example.by', { dateCreated: placed, deliveryAt: minsk('2026-12-14T12:00') });
    const deposit = await order('deposit@example.by', { dateCreated: placed, deliveryAt: minsk('2026-12-30T12:00') }, 600);
    const paid = await order('paid@example.by', { dateCreated: placed, deliveryAt: minsk('2026-12-13T12:00') });
    await order('later@example.by', { dateCreated: placed, deliveryAt: minsk('2026-12-20T12:00') });
    await env.shop
      .api()
      .post(`/api/v1/admin/orders/${paid.id}/payments`)
      .set(env.admin.auth)
      .send({ amount: 100, method: 'cash' })
      .expect(201);

    expect(await tick()).toBe(true);
    const balanceMail = await env.shop.mail.waitFor('balance@example.by');
    // A transfer due 2 days before Monday 14.12 is due on the working day before: Friday 11.12.
    expect(balanceMail.subject).toBe(`Заказ №${balance.id}: оплата до 11.12.2026 — «Bulbash catering»`);
    expect(balanceMail.text).toContain(`по заказу №${balance.id} оставшуюся сумму 100,00\u00a0byn нужно оплатить до 11.12.2026`);
    expect(MailCatcher.link(balanceMail, 'http://shop.test/')).toBe('http://shop.test/user-orders');
    expectInvoice(balanceMail, balance.id);
    const depositMail = await env.shop.mail.waitFor('deposit@example.by');
    expect(depositMail.subject).toBe(`Заказ №${deposit.id}: предоплата до 11.12.2026 — «Bulbash catering»`);
    expect(depositMail.text).toContain('предоплату 300,00\u00a0byn нужно оплатить до 11.12.2026');
    expectInvoice(depositMail, deposit.id);
    expect(to('paid@example.by')).toEqual([]);
    expect(to('later@example.by')).toEqual([]);

    // Scanned again the same day and the next: nothing new (the deposit's day is today: not late yet).
    expect(await tick()).toBe(true);
    clock().set('2026-12-11T10:00');
    expect(await env.shop.app.get(PaymentReminders).scan()).toBe(0);
    expect(to('balance@example.by')).toHaveLength(1);
    expect(to('deposit@example.by')).toHaveLength(1);

    // The deposit's and the balance's day have passed: one overdue letter each.
    clock().set('2026-12-12T08:00');
    expect(await env.shop.app.get(PaymentReminders).scan()).toBe(2);
    expect(to('balance@example.by')[1].subject).toBe(`Заказ №${balance.id}: оплата просрочена — «Bulbash catering»`);
    const overdue = to('deposit@example.by')[1];
    expect(overdue.subject).toBe(`Заказ №${deposit.id}: предоплата просрочена — «Bulbash catering»`);
    expect(overdue.text).toContain(`Срок оплаты по заказу №${deposit.id} истёк 11.12.2026: предоплата 300,00\u00a0byn не поступила.`);
    expectInvoice(overdue, deposit.id);
    expect(await env.shop.app.get(PaymentReminders).scan()).toBe(0);

    const recorded = await env.shop.dataSource.getRepository(PaymentReminder).find({ order: { id: 'ASC' } });
    expect(recorded.map((row) => [row.orderId, row.kind, row.dueDay])).toEqual([
      [balance.id, 'balance_soon', '2026-12-11'],
      [deposit.id, 'deposit_soon', '2026-12-11'],
      [balance.id, 'balance_overdue', '2026-12-11'],
      [deposit.id, 'deposit_overdue', '2026-12-11'],
    ]);
  });

  it('leaves canceled and completed orders alone', async () => {
    clock().set('2026-12-10T10:00');
    await order('canceled@example.by', { status: 'canceled', deliveryAt: minsk('2026-12-13T12:00') });
    await order('completed@example.by', { status: 'completed', deliveryAt: minsk('2026-12-13T12:00') });
    await env.shop.app.get(PaymentReminders).scan();
    expect(to('canceled@example.by')).toEqual([]);
    expect(to('completed@example.by')).toEqual([]);
  });
});

function expectInvoice(mail: CaughtMail, orderId: number): void {
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments;
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.filename).toMatch(/^invoice-BC-2026-\d{6}\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.content, encoding: 'utf8' });
  expect(text).toContain(`заказ № ${orderId}`);
}
