import { cancellationRuleText } from '@bulbash/rules';
import { SHOP_IDENTITY } from '../../common/shop-identity';
import {
  escapeHtml,
  newOrderNoticeMail,
  orderCanceledNoticeMail,
  orderConfirmationMail,
  onlinePaymentReceiptMail,
  orderStatusMail,
  paymentReminderMail,
  renderMail,
  resetPasswordMail,
  verifyEmailMail,
} from '.';

describe('mail templates', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
  });

  it('renders the shared layout as Russian HTML and plain text with the shop identity', () => {
    const mail = renderMail({
      title: 'Заказ <№1>',
      paragraphs: ['Здравствуйте, <Иван>!'],
      button: { label: 'Открыть', url: 'http://shop.test/x?a=1&b=2' },
      tableHtml: '<table id="items"></table>',
      tableText: 'Салат × 2',
      footnotes: ['Спасибо'],
    });
    expect(mail.html).toContain('<html lang="ru">');
    expect(mail.html).toContain('Заказ &lt;№1&gt;');
    expect(mail.html).toContain('Здравствуйте, &lt;Иван&gt;!');
    expect(mail.html).toContain('href="http://shop.test/x?a=1&amp;b=2"');
    expect(mail.html).toContain('<table id="items"></table>');
    for (const part of [SHOP_IDENTITY.name, SHOP_IDENTITY.phone, SHOP_IDENTITY.email]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain('Здравствуйте, <Иван>!');
    expect(mail.text).toContain('Открыть: http://shop.test/x?a=1&b=2');
    expect(mail.text).toContain('Салат × 2');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('builds the verification and reset letters with their links and validity', () => {
    const verify = verifyEmailMail('Алеся', 'http://shop.test/api/v1/users/verify-email?token=abc');
    expect(verify.subject).toContain(SHOP_IDENTITY.name);
    expect(verify.text).toContain('http://shop.test/api/v1/users/verify-email?token=abc');
    expect(verify.text).toContain('24 часа');
    const reset = resetPasswordMail('Алеся', 'http://shop.test/api/v1/users/restore-password?token=def');
    expect(reset.subject).toMatch(/Восстановление пароля/);
    expect(reset.html).toContain('http://shop.test/api/v1/users/restore-password?token=def');
    expect(reset.text).toContain('1 час');
  });

  it('builds the order letters with the items table, the total in byn and Minsk time', () => {
    const summary = {
      id: 42,
      dateCreated: new Date('2026-11-23T07:05:00Z'),
      statusLabel: 'готовится',
      paymentLabel: 'наличные',
      totalCost: 25.3,
      customerName: 'Анна',
      fullName: 'Ковалёва Анна Сергеевна',
      contactPhone: '375291234567',
      contactEmail: null,
      deliveryAddress: '<b>Немига</b>',
      deliveryAt: new Date('2026-12-05T12:30:00Z'),
      deliveryMethod: 'delivery' as const,
      deliveryDistanceKm: 12,
      deliveryCost: 12,
      comment: '<i>без орехов</i>',
      guests: null,
      cancellationFee: 0,
      adjustments: [],
      items: [
        { name: 'Драники', unitPrice: 12.5, quantity: 2, lineTotal: 25 },
        { name: 'Морс', unitPrice: 0.1, quantity: 3, lineTotal: 0.3 },
      ],
    };
    const confirmation = orderConfirmationMail(summary, 'http://shop.test/user-orders', cancellationRuleText(15));
    expect(confirmation.subject).toContain('№42');
    expect(confirmation.text).toContain('Драники: 12,50\u00a0byn × 2 = 25,00\u00a0byn');
    expect(confirmation.text).toContain('Итого: 25,30\u00a0byn');
    expect(confirmation.text).toContain('23 ноября 2026 г. в 10:05');
    expect(confirmation.html).toContain('&lt;b&gt;Немига&lt;/b&gt;');
    expect(confirmation.text.indexOf('Итого')).toBeLessThan(confirmation.text.indexOf('http://shop.test/user-orders'));
    const notice = newOrderNoticeMail(summary, 'http://shop.test/bulbash_admin/admin/orders/42/show');
    expect(notice.subject).toBe('Новый заказ №42 на 25,30\u00a0byn');
    expect(notice.text).toContain('E-mail: не указан');
    const status = orderStatusMail(summary, 'http://shop.test/user-orders');
    expect(status.subject).toBe('Заказ №42: готовится');
    expect(status.html).toContain('Морс');
  });

  it('prints the event time, the delivery, the comment as text and the cancellation rule', () => {
    const summary = {
      id: 7,
      dateCreated: new Date('2026-11-23T07:05:00Z'),
      statusLabel: 'отменён',
      paymentLabel: 'наличные',
      totalCost: 37,
      customerName: 'Анна',
      fullName: 'Ковалёва Анна Сергеевна',
      contactPhone: '375291234567',
      contactEmail: null,
      deliveryAddress: 'Минск, Немига, 5',
      deliveryAt: new Date('2026-12-05T12:30:00Z'),
      deliveryMethod: 'delivery' as const,
      deliveryDistanceKm: 12,
      deliveryCost: 12,
      comment: '<i>без орехов</i>',
      guests: 25,
      cancellationFee: 18.5,
      adjustments: [{ label: 'Корректировка', amount: -5 }],
      items: [{ name: 'Драники', unitPrice: 12.5, quantity: 2, lineTotal: 25 }],
    };
    const confirmation = orderConfirmationMail(summary, 'http://shop.test/user-orders', cancellationRuleText(15));
    expect(confirmation.text).toContain('Дата и время мероприятия: 05.12.2026 в 15:30');
    expect(confirmation.text).toContain('Получение: доставка за МКАД, 12 км — 12,00\u00a0byn');
    expect(confirmation.text).toContain('Гостей: 25');
    expect(confirmation.text).toContain('Доставка: 12,00\u00a0byn');
    expect(confirmation.text).toContain('Корректировка: -5,00\u00a0byn');
    expect(confirmation.html).toContain('Корректировка');
    expect(confirmation.text).toContain('Итого: 37,00\u00a0byn');
    expect(confirmation.text).toContain(cancellationRuleText(15));
    expect(confirmation.html).toContain('&lt;i&gt;без орехов&lt;/i&gt;');
    expect(confirmation.html).not.toContain('<i>без');
    const legacy = orderConfirmationMail(
      { ...summary, deliveryAt: null, deliveryDistanceKm: 0, deliveryCost: 0 },
      'http://shop.test/user-orders',
      cancellationRuleText(15),
    );
    expect(legacy.text).toContain('время согласуем по телефону');
    expect(
      orderConfirmationMail({ ...summary, guests: null }, 'http://shop.test/user-orders', cancellationRuleText(15)).text,
    ).not.toContain('Гостей');
    expect(legacy.text).toContain('доставка в пределах МКАД — бесплатно');
    const canceled = orderCanceledNoticeMail(summary, 'http://shop.test/bulbash_admin/admin/orders/7/show');
    expect(canceled.subject).toBe('Заказ №7 отменён покупателем');
    expect(canceled.text).toContain('Стоимость отмены: 18,50\u00a0byn');
  });

  it('a payment reminder carries the pay link only while online payment is on', () => {
    const facts = {
      orderId: 42,
      customerName: 'Анна',
      what: 'deposit' as const,
      overdue: false,
      amount: 50,
      dueDay: '2026-12-04',
      invoiceNumber: '2026-0001',
    };
    const withLink = paymentReminderMail(facts, 'https://shop.by/user-orders', 'https://shop.by/user-orders?pay=42');
    expect(withLink.html).toContain('href="https://shop.by/user-orders?pay=42"');
    expect(withLink.html).toContain('Оплатить онлайн');
    expect(withLink.text).toContain('через ЕРИП');
    const without = paymentReminderMail(facts, 'https://shop.by/user-orders');
    expect(without.html).not.toContain('?pay=');
    expect(without.html).toContain('Мои заказы');
  });

  it('an online payment receipt names the amount, the method, the transaction and what is left', () => {
    const receipt = onlinePaymentReceiptMail(
      {
        orderId: 42,
        customerName: 'Анна',
        amount: 50,
        methodLabel: 'ЕРИП',
        transactionUid: '4107-abc',
        paidAt: '23.11.2026 10:00',
        paidTotal: 50,
        balance: 0,
      },
      'https://shop.by/user-orders',
    );
    expect(receipt.subject).toContain('Заказ №42: оплата 50,00');
    expect(receipt.text).toContain('(ЕРИП)');
    expect(receipt.text).toContain('4107-abc');
    expect(receipt.text).toContain('Заказ оплачен полностью.');
  });
});
