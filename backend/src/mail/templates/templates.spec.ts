import { SHOP_IDENTITY } from '../../common/shop-identity';
import { escapeHtml, renderMail, resetPasswordMail, verifyEmailMail } from '.';

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
});
