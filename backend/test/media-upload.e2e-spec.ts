import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { Order } from '../src/orders/order.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { makeImage, makeNoisyImage } from './fixtures/images';
import { createAccount, TestAccount } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

const A = '/api/v1/bulbash_admin';

describe('image uploads (media)', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let category: { id: number };
  let sub: { id: number };

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    category = (await shop.api().post(`${A}/create_category`).query({ name: 'Для картинок' }).set(admin.auth).expect(201)).body;
    sub = (
      await shop.api().post(`${A}/create_subcategory`).set(admin.auth).send({ name: 'Картинки', category_id: category.id }).expect(201)
    ).body;
  });
  afterAll(async () => shop.close());

  /** Every file under UPLOAD_DIR, relative to it. */
  const filesOnDisk = (): string[] => {
    const root = shop.config.uploadDir;
    if (!existsSync(root)) return [];
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else found.push(relative(root, join(dir, entry.name)));
      }
    };
    walk(root);
    return found.sort();
  };
  const filesOf = (imagePath: string) =>
    [imagePath, imagePath.replace(/\.webp$/, '.thumb.webp')].map((path) => path.replace(/^\/uploads\//, '')).sort();
  const diskPath = (imagePath: string) => join(shop.config.uploadDir, imagePath.replace(/^\/uploads\//, ''));

  const createCategory = (name: string, file?: Buffer, filename = 'photo.png') => {
    const call = shop.api().post(`${A}/create_category`).query({ name }).set(admin.auth);
    if (file) call.attach('img_file', file, filename);
    return call;
  };
  const createProduct = (name: string, file: Buffer, query: Record<string, string> = {}) =>
    shop
      .api()
      .post(`${A}/create_product`)
      .query({ name, price: '10', category_id: String(category.id), subcategory_id: String(sub.id), ...query })
      .set(admin.auth)
      .attach('img_file', file, 'dish.jpg');

  describe('rejections leave nothing on disk', () => {
    it('a text file named .png → 415', async () => {
      const before = filesOnDisk();
      const response = await createCategory('Текст', Buffer.from('это вовсе не картинка, а текст'.repeat(20)), 'fake.png').expect(415);
      expect(response.body).toEqual({ detail: expect.stringContaining('JPEG') });
      expect(filesOnDisk()).toEqual(before);
    });

    it('a 6 MB file → 413', async () => {
      const before = filesOnDisk();
      const big = Buffer.concat([await makeImage('png'), Buffer.alloc(6 * 1024 * 1024, 7)]);
      const response = await createCategory('Огромная', big).expect(413);
      expect(response.body).toEqual({ detail: expect.stringContaining('5 МБ') });
      expect(filesOnDisk()).toEqual(before);
      await createProduct('Огромный', big).expect(413);
      expect(filesOnDisk()).toEqual(before);
    });

    it.each(['png', 'jpeg'] as const)('a truncated %s → 415', async (format) => {
      const before = filesOnDisk();
      const whole = await makeNoisyImage(format);
      const truncated = whole.subarray(0, Math.floor(whole.length / 2));
      const response = await createCategory(`Обрезанная ${format}`, truncated).expect(415);
      expect(response.body).toEqual({ detail: expect.any(String) });
      expect(filesOnDisk()).toEqual(before);
    });

    it('a valid image on a request that fails afterwards (bad placement, unknown id) → stored files removed again', async () => {
      const before = filesOnDisk();
      const otherCategory = (await createCategory('Другая').expect(201)).body;
      await createProduct('Не туда', await makeImage('png', '#123456'), { category_id: String(otherCategory.id) }).expect(400);
      await shop
        .api()
        .patch(`${A}/update_category_999999`)
        .set(admin.auth)
        .attach('img_file', await makeImage('png', '#654321'), 'x.png')
        .expect(404);
      await shop
        .api()
        .patch(`${A}/update_product_999999`)
        .set(admin.auth)
        .attach('img_file', await makeImage('png', '#abcdef'), 'x.png')
        .expect(404);
      expect(filesOnDisk()).toEqual(before);
    });

    it('a file in another field or two files → 400', async () => {
      const png = await makeImage('png');
      const wrongField = await shop
        .api()
        .post(`${A}/create_category`)
        .query({ name: 'Поле' })
        .set(admin.auth)
        .attach('photo', png, 'x.png')
        .expect(400);
      expect(wrongField.body).toEqual({ detail: expect.any(String) });
      await shop
        .api()
        .post(`${A}/create_category`)
        .query({ name: 'Два' })
        .set(admin.auth)
        .attach('img_file', png, 'a.png')
        .attach('img_file', png, 'b.png')
        .expect(400);
    });
  });

  describe('accepted images', () => {
    it('re-encodes JPEG, PNG and WebP to WebP: full size capped at 1600 px plus a 400 px thumbnail', async () => {
      const large = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2e86de' } })
        .jpeg()
        .toBuffer();
      const response = await createCategory('Большая', large, 'big.jpg').expect(201);
      const full = await sharp(diskPath(response.body.image_path)).metadata();
      const thumb = await sharp(diskPath(response.body.image_path.replace('.webp', '.thumb.webp'))).metadata();
      expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 800]);
      expect([thumb.format, thumb.width]).toEqual(['webp', 400]);
      await createCategory('Вебп', await makeImage('webp', '#10ac84'), 'x.webp').expect(201);
      await createCategory('Пнг', await makeImage('png', '#ee5253'), 'name-does-not-matter.txt').expect(201);
    });

    it('serves the stored image at image_path as image/webp with a one-year immutable cache', async () => {
      const created = (await createCategory('Отдаётся', await makeImage('png', '#ff9f43')).expect(201)).body;
      const response = await shop.api().get(created.image_path).buffer(true).expect(200);
      expect(response.headers['content-type']).toMatch(/^image\/webp/);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(response.headers['cache-control']).toMatch(/immutable/);
      expect(Buffer.compare(response.body as Buffer, readFileSync(diskPath(created.image_path)))).toBe(0);
      await shop.api().get('/uploads/categories/missing.webp').expect(404);
    });
  });

  describe('replacing and deleting remove old files', () => {
    it('replacing a category image removes the old files; deleting the category removes the new ones', async () => {
      const created = (await createCategory('Меняется', await makeImage('png', '#111111')).expect(201)).body;
      const oldFiles = filesOf(created.image_path);
      expect(filesOnDisk()).toEqual(expect.arrayContaining(oldFiles));
      await shop
        .api()
        .patch(`${A}/update_category_${created.id}`)
        .set(admin.auth)
        .attach('img_file', await makeImage('png', '#222222'), 'new.png')
        .expect(200);
      const updated = (await shop.api().get(`${A}/get_category_${created.id}`).set(admin.auth).expect(200)).body;
      expect(updated.image_path).not.toBe(created.image_path);
      const onDisk = filesOnDisk();
      expect(onDisk).toEqual(expect.arrayContaining(filesOf(updated.image_path)));
      oldFiles.forEach((file) => expect(onDisk).not.toContain(file));
      await shop.api().delete(`${A}/delete_category_${created.id}`).set(admin.auth).expect(200);
      filesOf(updated.image_path).forEach((file) => expect(filesOnDisk()).not.toContain(file));
    });

    it('an update without a file keeps the image', async () => {
      const created = (await createCategory('Без замены', await makeImage('png', '#333333')).expect(201)).body;
      await shop.api().patch(`${A}/update_category_${created.id}`).query({ name: 'Переименована' }).set(admin.auth).expect(200);
      expect((await shop.api().get(`${A}/get_category_${created.id}`).set(admin.auth).expect(200)).body.image_path).toBe(
        created.image_path,
      );
      expect(filesOnDisk()).toEqual(expect.arrayContaining(filesOf(created.image_path)));
    });

    it('replacing and deleting a product image removes its files', async () => {
      const created = (await createProduct('Фото меняется', await makeImage('jpeg', '#444444')).expect(201)).body;
      await shop
        .api()
        .patch(`${A}/update_product_${created.id}`)
        .set(admin.auth)
        .attach('img_file', await makeImage('png', '#555555'), 'n.png')
        .expect(200);
      const updated = (await shop.api().get(`${A}/get_product_${created.id}`).set(admin.auth).expect(200)).body;
      filesOf(created.image_path).forEach((file) => expect(filesOnDisk()).not.toContain(file));
      expect(filesOnDisk()).toEqual(expect.arrayContaining(filesOf(updated.image_path)));
      await shop.api().delete(`${A}/delete_product_${created.id}`).set(admin.auth).expect(200);
      filesOf(updated.image_path).forEach((file) => expect(filesOnDisk()).not.toContain(file));
    });

    it('a file still used by another item (same content) stays until the last user goes', async () => {
      const same = await makeImage('png', '#666666');
      const first = (await createCategory('Близнец 1', same).expect(201)).body;
      const second = (await createCategory('Близнец 2', same).expect(201)).body;
      expect(second.image_path).toBe(first.image_path);
      await shop.api().delete(`${A}/delete_category_${first.id}`).set(admin.auth).expect(200);
      expect(filesOnDisk()).toEqual(expect.arrayContaining(filesOf(first.image_path)));
      await shop.api().delete(`${A}/delete_category_${second.id}`).set(admin.auth).expect(200);
      filesOf(first.image_path).forEach((file) => expect(filesOnDisk()).not.toContain(file));
    });

    it("a deleted product's picture stays while an order snapshot shows it", async () => {
      const customer = await createAccount(shop);
      const product = (await createProduct('Заказанный', await makeImage('png', '#777777')).expect(201)).body;
      const order = await shop.dataSource.getRepository(Order).save({
        userId: customer.user.id,
        paymentMethod: 'cash',
        status: 'pending',
        totalCost: 10,
        firstName: 'Иван',
        surname: 'Петров',
        lastName: 'Иванович',
        contactPhone: '375291234567',
        contactEmail: null,
        deliveryAddress: null,
        checkoutKey: `media-test-${Date.now()}`,
      });
      await shop.dataSource.getRepository(OrderItem).save({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        description: '',
        imagePath: product.image_path,
        productCost: 10,
        quantity: 1,
      });
      await shop.api().delete(`${A}/delete_product_${product.id}`).set(admin.auth).expect(200);
      expect(filesOnDisk()).toEqual(expect.arrayContaining(filesOf(product.image_path)));
      const detail = (await shop.api().get(`${A}/get-order/${order.id}`).set(admin.auth).expect(200)).body;
      expect(detail.order_items[0]).toMatchObject({ product_id: null, image_path: product.image_path });
    });
  });
});
