import { makeImage } from './fixtures/images';
import { useShopWithAccounts } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';

/** Settings: about-us HTML (sanitised on save) and the contacts record, visible to shoppers at once. */
describe('kitchen: settings API', () => {
  const env = useShopWithAccounts();

  it('saves about-us HTML without scripts or handlers, and the storefront reads the new text on the next request', async () => {
    await env.shop.api().get('/api/v1/about-us').expect(200);
    const html =
      '<p><strong>Готовим</strong> для праздников</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p onclick="x()">Минск</p>';
    const { body } = await env.shop.api().patch(`${A}/about-us`).set(env.admin.auth).send({ text: html }).expect(200);
    expect(body.text).toBe('<p><strong>Готовим</strong> для праздников</p><p>Минск</p>');
    const shown = (await env.shop.api().get('/api/v1/about-us').expect(200)).body;
    expect(shown.text).toBe(body.text);
    expect(shown.text).not.toMatch(/<script|onerror|onclick/i);
  });

  it.each([
    [{}, 'текст'],
    [{ text: '' }, 'текст'],
    [{ text: 42 }, 'текст'],
    [{ text: 'x'.repeat(20_001) }, '20000'],
  ])('rejects about-us %# with a Russian 400', async (payload, named) => {
    const { body } = await env.shop.api().patch(`${A}/about-us`).set(env.admin.auth).send(payload).expect(400);
    expect(body.detail).toContain(named);
  });

  it('changes contacts fields and the certificate photo; shoppers see them at once', async () => {
    const before = (await env.shop.api().get('/api/v1/contacts').expect(200)).body;
    const image = await makeImage('png');
    const { body } = await env.shop
      .api()
      .patch(`${A}/contacts`)
      .query({ phone_number_1: '+375 29 555-66-77', email: 'kitchen@bulbash.by', about_me: 'Кейтеринг\nв Минске' })
      .attach('img_file', image, 'certificate.png')
      .set(env.admin.auth)
      .expect(200);
    expect(body).toMatchObject({
      phone_number_1: '+375 29 555-66-77',
      email: 'kitchen@bulbash.by',
      about_me: 'Кейтеринг\nв Минске',
      pan: before.pan,
    });
    expect(body.photo_certificate).toMatch(/^\/uploads\/contacts\//);
    expect(body.photo_certificate).not.toBe(before.photo_certificate);
    const shown = (await env.shop.api().get('/api/v1/contacts').expect(200)).body;
    expect(shown.phone_number_1).toBe('+375 29 555-66-77');
    expect(shown.photo_certificate).toBe(body.photo_certificate);
    await env.shop.api().get(body.photo_certificate).expect(200);
    if (before.photo_certificate) await env.shop.api().get(before.photo_certificate).expect(404);
  });

  it.each([
    [{ phone_number_1: 'звоните' }, 'телефон'],
    [{ email: 'not-an-email' }, 'e-mail'],
    [{ telegram_link: 'javascript:alert(1)' }, 'Telegram'],
    [{ pan: '' }, 'УНП'],
    [{ pan: '1'.repeat(21) }, 'УНП'],
  ])('rejects contacts %j with a Russian 400 naming the field', async (query, named) => {
    const before = (await env.shop.api().get('/api/v1/contacts').expect(200)).body;
    const { body } = await env.shop.api().patch(`${A}/contacts`).query(query).set(env.admin.auth).expect(400);
    expect(body.detail).toContain(named);
    expect((await env.shop.api().get('/api/v1/contacts').expect(200)).body).toEqual(before);
  });

  it('is for administrators only', async () => {
    await env.shop.api().patch(`${A}/about-us`).send({ text: '<p>x</p>' }).expect(401);
    await env.shop.api().patch(`${A}/about-us`).set(env.customer.auth).send({ text: '<p>x</p>' }).expect(403);
    await env.shop.api().patch(`${A}/contacts`).set(env.customer.auth).query({ pan: '1' }).expect(403);
  });
});
