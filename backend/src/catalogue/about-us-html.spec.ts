import { sanitizeAboutUsHtml } from './about-us-html';

describe('sanitizeAboutUsHtml', () => {
  it('keeps the editor’s formatting and drops scripts, handlers and script links', () => {
    const clean = sanitizeAboutUsHtml(
      '<p><strong>Кейтеринг</strong> <em>в Минске</em></p><ul><li>банкеты</li></ul><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://bulbash.by">сайт</a>',
    );
    expect(clean).toBe(
      '<p><strong>Кейтеринг</strong> <em>в Минске</em></p><ul><li>банкеты</li></ul><a rel="noopener noreferrer">x</a><a href="https://bulbash.by" rel="noopener noreferrer">сайт</a>',
    );
    expect(clean).not.toMatch(/script|onerror/i);
  });
});
