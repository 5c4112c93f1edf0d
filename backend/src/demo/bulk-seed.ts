import { hash } from 'argon2';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { Category } from '../catalogue/category.entity';
import { Product } from '../catalogue/product.entity';
import { Subcategory } from '../catalogue/subcategory.entity';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { ensureDatabaseExists } from '../database/ensure-database';
import { DATA_MODEL } from '../entities';
import { MediaService } from '../media/media.service';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../orders/order-status';
import { User } from '../auth/user.entity';
import { mapWithLimit } from './concurrency';
import { DEMO_CATALOGUE, DemoProduct } from './demo-catalogue';
import { DishKind, renderDishImage, seededRandom } from './demo-images';

export interface BulkSeedOptions {
  products: number;
  orders: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface BulkSeedResult {
  products: number;
  orders: number;
  orderItems: number;
  timings: Record<string, number>;
}

export const BENCH_CUSTOMER_EMAIL = 'bench.customer@bulbash-catering.by';
const FIRST_NAMES = ['Алесь', 'Янка', 'Марина', 'Ольга', 'Дмитрий', 'Наталья', 'Сергей', 'Ирина', 'Павел', 'Светлана'];
const SURNAMES = ['Ковалёв', 'Бондаренко', 'Лукашевич', 'Мельник', 'Жук', 'Кравченко', 'Новик', 'Шевчук', 'Климович', 'Романович'];
const PATRONYMICS = ['Иванович', 'Петрович', 'Сергеевна', 'Александровна', 'Михайлович', 'Николаевна'];
const STREETS = ['пр-т Независимости', 'ул. Немига', 'ул. Сурганова', 'пр-т Победителей', 'ул. Притыцкого', 'ул. Якуба Коласа'];
const OPERATORS = ['25', '29', '33', '44'];

/** Opens a data source with the application's own options (migrations run as on start). */
export async function openDataSource(config: AppConfig): Promise<DataSource> {
  const flavor = await ensureDatabaseExists(config.database);
  const dataSource = new DataSource({ ...buildDataSourceOptions(config.database, DATA_MODEL, flavor), logging: ['error'] });
  await dataSource.initialize();
  return dataSource;
}

async function timed<T>(timings: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  timings[name] = Date.now() - started;
  return result;
}

/** Inserts rows in batches, each batch group inside one transaction. */
async function insertBatches<T>(dataSource: DataSource, entity: new () => T, rows: Partial<T>[], batchSize: number): Promise<void> {
  const perTransaction = batchSize * 10;
  for (let start = 0; start < rows.length; start += perTransaction) {
    const chunk = rows.slice(start, start + perTransaction);
    await dataSource.transaction(async (manager) => {
      for (let offset = 0; offset < chunk.length; offset += batchSize) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(entity)
          .values(chunk.slice(offset, offset + batchSize) as never)
          .execute();
      }
    });
  }
}

/**
 * Bulk data for benchmarks: N products spread over the existing (or freshly created)
 * categories, reusing a handful of drawn images, plus optional orders of one customer.
 */
export async function bulkSeed(dataSource: DataSource, config: AppConfig, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 500;
  const timings: Record<string, number> = {};
  const random = seededRandom(`bulk:${Date.now()}`);
  const media = new MediaService(config, dataSource);

  // Every kind the templates use, products' own kinds (drinks) included, so none is left without an image.
  const kinds = [
    ...new Set<DishKind>(
      DEMO_CATALOGUE.flatMap((category) => [
        category.kind,
        ...category.subcategories.flatMap((sub) => sub.products.flatMap((product) => product.kind ?? [])),
      ]),
    ),
  ];
  const images = await timed(timings, 'images', async () => {
    const paths = await mapWithLimit(
      kinds,
      4,
      async (kind) => [kind, await media.storeImage(await renderDishImage(kind, 'Bulbash catering', `bulk:${kind}`), 'products')] as const,
    );
    return new Map<DishKind, string>(paths);
  });

  const scope = await timed(timings, 'categories', async () => {
    let subcategories = await dataSource.getRepository(Subcategory).find({ relations: { category: true }, order: { id: 'ASC' } });
    if (subcategories.length === 0) {
      await dataSource.transaction(async (manager) => {
        for (const [index, demo] of DEMO_CATALOGUE.entries()) {
          const inserted = await manager.insert(Category, {
            name: demo.name,
            description: demo.description,
            imagePath: images.get(demo.kind) ?? null,
            statusEnabled: true,
            position: index + 1,
          });
          const categoryId = Number(inserted.identifiers[0].id);
          for (const subcategory of demo.subcategories)
            await manager.insert(Subcategory, { name: subcategory.name, categoryId, statusEnabled: true });
        }
      });
      subcategories = await dataSource.getRepository(Subcategory).find({ relations: { category: true }, order: { id: 'ASC' } });
    }
    return subcategories.map((subcategory) => {
      const demoCategory = DEMO_CATALOGUE.find((category) => category.name === subcategory.category?.name);
      const demoSubcategory = demoCategory?.subcategories.find((candidate) => candidate.name === subcategory.name);
      const templates: DemoProduct[] =
        demoSubcategory?.products ?? DEMO_CATALOGUE.flatMap((category) => category.subcategories.flatMap((sub) => sub.products));
      return { subcategory, kind: demoCategory?.kind ?? 'box', templates };
    });
  });

  const productRows: Partial<Product>[] = [];
  for (let index = 0; index < options.products; index += 1) {
    const target = scope[Math.floor(random() * scope.length)];
    const template = target.templates[Math.floor(random() * target.templates.length)];
    productRows.push({
      name: `${template.name} №${index + 1}`,
      description: template.description,
      ingredients: template.ingredients,
      imagePath: images.get(template.kind ?? target.kind) ?? null,
      price: Math.round((18.5 + random() * 301.5) * 100) / 100,
      weight: 150 + Math.floor(random() * 97) * 50,
      peopleNumbers: 1 + Math.floor(random() * 30),
      categoryId: target.subcategory.categoryId,
      subcategoryId: target.subcategory.id,
      statusEnabled: random() > 0.05,
    });
  }
  await timed(timings, 'products', () => insertBatches(dataSource, Product, productRows, batchSize));
  // A running shop re-reads the catalogue version and so shows the new products.
  await dataSource.transaction((manager) => bumpCatalogueVersion(manager));
  log(`inserted ${options.products} products in ${timings.products} ms`);

  let orderItems = 0;
  if (options.orders > 0) {
    const products = await dataSource
      .getRepository(Product)
      .find({ select: { id: true, name: true, description: true, imagePath: true, price: true }, take: 2000, order: { id: 'DESC' } });
    if (products.length === 0) throw new Error('--orders needs products: pass --products too');
    const customer = await timed(timings, 'customer', async () => {
      const users = dataSource.getRepository(User);
      const existing = await users.findOneBy({ email: BENCH_CUSTOMER_EMAIL });
      if (existing) return existing;
      const passwordHash = await hash(randomBytes(16).toString('hex'));
      return users.save(
        users.create({
          email: BENCH_CUSTOMER_EMAIL,
          name: 'Тестовый',
          surname: 'Покупатель',
          passwordHash,
          isActive: true,
          role: null,
        }),
      );
    });

    await timed(timings, 'orders', async () => {
      const now = Date.now();
      const perTransaction = batchSize * 10;
      for (let start = 0; start < options.orders; start += perTransaction) {
        const count = Math.min(perTransaction, options.orders - start);
        const orders: Partial<Order>[] = [];
        const lines: Array<Array<{ product: Product; quantity: number }>> = [];
        for (let index = 0; index < count; index += 1) {
          const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
            product: products[Math.floor(random() * products.length)],
            quantity: 1 + Math.floor(random() * 4),
          }));
          const totalMinor = items.reduce((sum, item) => sum + Math.round(item.product.price * 100) * item.quantity, 0);
          const firstName = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)];
          orders.push({
            userId: customer.id,
            paymentMethod: PAYMENT_METHODS[Math.floor(random() * PAYMENT_METHODS.length)],
            status: ORDER_STATUSES[Math.min(ORDER_STATUSES.length - 1, Math.floor(random() * random() * 5))],
            totalCost: totalMinor / 100,
            firstName,
            surname: SURNAMES[Math.floor(random() * SURNAMES.length)],
            lastName: PATRONYMICS[Math.floor(random() * PATRONYMICS.length)],
            contactPhone: `375${OPERATORS[Math.floor(random() * OPERATORS.length)]}${String(1000000 + Math.floor(random() * 8999999))}`,
            contactEmail: random() > 0.3 ? `client${start + index + 1}@example.by` : null,
            deliveryAddress:
              random() > 0.2 ? `г. Минск, ${STREETS[Math.floor(random() * STREETS.length)]}, д. ${1 + Math.floor(random() * 120)}` : null,
            checkoutKey: randomBytes(24).toString('hex'),
            dateCreated: new Date(now - Math.floor(random() * 120 * 24 * 3600 * 1000)),
          });
          lines.push(items);
        }
        await dataSource.transaction(async (manager) => {
          for (let offset = 0; offset < orders.length; offset += batchSize) {
            const batch = orders.slice(offset, offset + batchSize);
            await manager
              .createQueryBuilder()
              .insert()
              .into(Order)
              .values(batch as never)
              .execute();
            const keys = batch.map((order) => order.checkoutKey!);
            const rows = await manager
              .getRepository(Order)
              .createQueryBuilder('o')
              .select(['o.id', 'o.checkoutKey'])
              .where('o.checkout_key IN (:...keys)', { keys })
              .getMany();
            const idByKey = new Map(rows.map((row) => [row.checkoutKey, row.id]));
            const items: Partial<OrderItem>[] = batch.flatMap((order, index) =>
              lines[offset + index].map(({ product, quantity }) => ({
                orderId: idByKey.get(order.checkoutKey!)!,
                productId: product.id,
                name: product.name,
                description: product.description,
                imagePath: product.imagePath,
                productCost: product.price,
                quantity,
              })),
            );
            orderItems += items.length;
            for (let itemOffset = 0; itemOffset < items.length; itemOffset += batchSize) {
              await manager
                .createQueryBuilder()
                .insert()
                .into(OrderItem)
                .values(items.slice(itemOffset, itemOffset + batchSize) as never)
                .execute();
            }
          }
        });
        log(`orders: ${start + count}/${options.orders}`);
      }
    });
    log(`inserted ${options.orders} orders (${orderItems} items) for ${BENCH_CUSTOMER_EMAIL} in ${timings.orders} ms`);
  }
  return { products: options.products, orders: options.orders, orderItems, timings };
}
