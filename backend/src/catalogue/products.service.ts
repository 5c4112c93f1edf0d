import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In, SelectQueryBuilder } from 'typeorm';
import { applyListQuery, fetchListPage, ListPage } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { TransactionRunner } from '../database/transaction-runner';
import { MediaService } from '../media/media.service';
import { NewProduct, ProductFields, ProductFilter } from './catalogue-inputs';
import { checkPlacement, findProductOr404 } from './catalogue-lookups';
import { IMAGE_REQUIRED, productsNotFound } from './catalogue.messages';
import { ProductResponse } from './catalogue.dto';
import { toProductResponse } from './catalogue.mappers';
import { PRODUCT_SORT } from './catalogue-sort-fields';
import { Product } from './product.entity';
import { AllergenCode, DietTagCode } from '@bulbash/rules';
import { assertDietaryAgree, dietaryCondition, loadDietary, lockProducts, saveDietary } from './product-dietary';
import { ProductAllergen, ProductDietTag } from './product-dietary.entity';
import { DomainEvents } from '../database/domain-events';
import { PRODUCTS_WITHDRAWN } from './catalogue-events';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';

/** A product's fields the audit log follows (allergens and diet tags once loaded). */
const PRODUCT_AUDIT_FIELDS = [
  'name',
  'description',
  'ingredients',
  'price',
  'weight',
  'peopleNumbers',
  'categoryId',
  'subcategoryId',
  'statusEnabled',
  'imagePath',
  'allergens',
  'dietTags',
] as const satisfies readonly (keyof Product)[];

/**
 * Products as the back office manages them. Rules: a product sits in a subcategory of its own
 * category (400 otherwise); a new product needs a picture; disabling or deleting a product takes
 * it out of every cart (deleting by ON DELETE CASCADE), while order items keep their snapshot.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly media: MediaService,
    private readonly events: DomainEvents,
  ) {}

  /** The filtered, sorted and paged products query of the list (the bench prints its plan). */
  listQuery(filter: ProductFilter): SelectQueryBuilder<Product> {
    const builder = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.category', 'category')
      .leftJoinAndSelect('product.subcategory', 'subcategory');
    if (filter.category_id !== undefined) builder.andWhere('product.categoryId = :categoryId', { categoryId: filter.category_id });
    if (filter.subcategory_id !== undefined)
      builder.andWhere('product.subcategoryId = :subcategoryId', { subcategoryId: filter.subcategory_id });
    if (filter.status_enabled !== undefined) builder.andWhere('product.statusEnabled = :status', { status: filter.status_enabled ? 1 : 0 });
    if (filter.name) whereContains(builder, 'product.name', filter.name, 'name');
    const dietary = dietaryCondition('product', { diet: filter.diet, allergens: filter.allergens });
    if (dietary) builder.andWhere(dietary.condition, dietary.parameters);
    return applyListQuery(builder, filter, { idColumn: 'product.id', sortable: PRODUCT_SORT, defaultSort: [['product.id', 'ASC']] });
  }

  async list(filter: ProductFilter): Promise<ListPage<ProductResponse>> {
    const { rows, total } = await fetchListPage(this.listQuery(filter), filter, 'product.id');
    await loadDietary(this.dataSource.manager, rows);
    return { rows: rows.map(toProductResponse), total };
  }

  async get(id: number): Promise<ProductResponse> {
    const product = await findProductOr404(this.dataSource.manager, id, true);
    return toProductResponse((await loadDietary(this.dataSource.manager, [product]))[0]);
  }

  /** The picture is required; it is encoded and stored before the transaction starts. */
  async create(fields: NewProduct, image: Buffer | undefined): Promise<ProductResponse> {
    assertDietaryAgree(fields.allergens ?? [], fields.diet_tags ?? []);
    if (!image) throw new BadRequestException(IMAGE_REQUIRED);
    const created = await this.media.withNewImage(image, 'products', (imagePath) =>
      this.transactions.run(async (manager) => {
        await checkPlacement(manager, fields.category_id, fields.subcategory_id);
        const saved = await manager.save(
          manager.create(Product, {
            name: fields.name,
            description: fields.description ?? '',
            ingredients: fields.ingredients ?? '',
            price: fields.price ?? 0,
            weight: fields.weight ?? 0,
            peopleNumbers: fields.people_numbers ?? 0,
            categoryId: fields.category_id,
            subcategoryId: fields.subcategory_id,
            statusEnabled: fields.status_enabled ?? false,
            imagePath,
          }),
        );
        await saveDietary(manager, saved, { allergens: fields.allergens ?? [], diet_tags: fields.diet_tags ?? [] });
        await bumpCatalogueVersion(manager);
        const product = (await loadDietary(manager, [await findProductOr404(manager, saved.id, true)]))[0];
        await AuditLog.record(manager, {
          entity: 'product',
          entityId: product.id,
          action: 'create',
          changes: diffFields(null, product, PRODUCT_AUDIT_FIELDS),
        });
        return product;
      }),
    );
    return toProductResponse(created);
  }

  async update(id: number, fields: ProductFields, image: Buffer | undefined): Promise<void> {
    const replaced = await this.media.withNewImage(image, 'products', (imagePath) =>
      this.transactions.run(async (manager) => {
        // Locked before the first read: on MariaDB (REPEATABLE READ) the transaction's snapshot is
        // taken at its first plain read, so the dietary lists read below are the committed ones.
        await lockProducts(manager, [id]);
        const product = await findProductOr404(manager, id);
        const dietaryChanged = fields.allergens !== undefined || fields.diet_tags !== undefined;
        if (dietaryChanged) await loadDietary(manager, [product]);
        const before = { ...product };
        const previousImage = product.imagePath;
        if (fields.category_id !== undefined || fields.subcategory_id !== undefined) {
          product.categoryId = fields.category_id ?? product.categoryId;
          product.subcategoryId = fields.subcategory_id ?? product.subcategoryId;
          await checkPlacement(manager, product.categoryId, product.subcategoryId);
        }
        if (fields.name !== undefined) product.name = fields.name;
        if (fields.description !== undefined) product.description = fields.description;
        if (fields.ingredients !== undefined) product.ingredients = fields.ingredients;
        if (fields.price !== undefined) product.price = fields.price;
        if (fields.weight !== undefined) product.weight = fields.weight;
        if (fields.people_numbers !== undefined) product.peopleNumbers = fields.people_numbers;
        if (fields.status_enabled !== undefined) product.statusEnabled = fields.status_enabled;
        if (imagePath) product.imagePath = imagePath;
        await manager.save(product);
        await saveDietary(manager, product, { allergens: fields.allergens, diet_tags: fields.diet_tags });
        if (dietaryChanged) await loadDietary(manager, [product]);
        await AuditLog.record(manager, {
          entity: 'product',
          entityId: id,
          action: 'update',
          changes: diffFields(before, product, PRODUCT_AUDIT_FIELDS),
        });
        if (fields.status_enabled === false) await this.events.publish(manager, PRODUCTS_WITHDRAWN, { productId: id });
        await bumpCatalogueVersion(manager);
        return imagePath && previousImage !== imagePath ? previousImage : null;
      }),
    );
    await this.media.removeIfUnused(replaced);
  }

  /**
   * Switches several products on or off in one transaction (the back office's bulk action). Every
   * id must exist, or the answer is a 404 naming the missing ones and nothing changes; products
   * switched off leave every cart. Returns the ids, each once.
   */
  async setEnabled(ids: number[], enabled: boolean): Promise<number[]> {
    const unique = [...new Set(ids)];
    return this.transactions.run(async (manager) => {
      const rows = await manager.find(Product, { select: { id: true, statusEnabled: true }, where: { id: In(unique) } });
      const found = new Set(rows.map((row) => row.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length > 0) throw new NotFoundException(productsNotFound(missing));
      await AuditLog.recordMany(
        manager,
        rows.map((row) => ({
          entity: 'product' as const,
          entityId: row.id,
          action: 'update' as const,
          changes: diffFields(row, { statusEnabled: enabled }, ['statusEnabled']),
        })),
      );
      await manager
        .createQueryBuilder()
        .update(Product)
        .set({ statusEnabled: enabled })
        .where('id IN (:...ids)', { ids: unique })
        .andWhere('status_enabled = :from', { from: enabled ? 0 : 1 })
        .execute();
      if (!enabled) await this.events.publish(manager, PRODUCTS_WITHDRAWN, { productIds: unique });
      await bumpCatalogueVersion(manager);
      return unique;
    });
  }

  /**
   * Adds (`present`) or removes one diet tag or allergen on several products in one transaction
   * (the back office's bulk action). Every id must exist (404 naming the missing ones otherwise),
   * and every product's resulting lists must keep the rules (400 naming the first product that
   * would break one); either way nothing changes. Returns the ids, each once.
   */
  async setDietary(ids: number[], change: { diet_tag?: DietTagCode; allergen?: AllergenCode; present: boolean }): Promise<number[]> {
    const unique = [...new Set(ids)];
    return this.transactions.run(async (manager) => {
      const products = await lockProducts(manager, unique);
      const found = new Set(products.map((product) => product.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length > 0) throw new NotFoundException(productsNotFound(missing));
      await loadDietary(manager, products);
      const toggle = <T extends string>(codes: T[], code: T | undefined): T[] =>
        code === undefined ? codes : change.present ? [...new Set([...codes, code])] : codes.filter((item) => item !== code);
      for (const product of products.sort((a, b) => a.id - b.id)) {
        assertDietaryAgree(toggle(product.allergens ?? [], change.allergen), toggle(product.dietTags ?? [], change.diet_tag), product.id);
      }
      await AuditLog.recordMany(
        manager,
        products.map((product) => ({
          entity: 'product' as const,
          entityId: product.id,
          action: 'update' as const,
          changes: diffFields(
            product,
            { allergens: toggle(product.allergens ?? [], change.allergen), dietTags: toggle(product.dietTags ?? [], change.diet_tag) },
            ['allergens', 'dietTags'],
          ),
        })),
      );
      const rows = (code: string) => unique.map((productId) => ({ productId, code }));
      if (change.diet_tag) {
        await manager.delete(ProductDietTag, { productId: In(unique), code: change.diet_tag });
        if (change.present) await manager.insert(ProductDietTag, rows(change.diet_tag) as ProductDietTag[]);
      } else if (change.allergen) {
        await manager.delete(ProductAllergen, { productId: In(unique), code: change.allergen });
        if (change.present) await manager.insert(ProductAllergen, rows(change.allergen) as ProductAllergen[]);
      }
      await bumpCatalogueVersion(manager);
      return unique;
    });
  }

  /** Cart lines go with the product (ON DELETE CASCADE); order items keep their snapshot (SET NULL). */
  async remove(id: number): Promise<void> {
    const imagePath = await this.transactions.run(async (manager) => {
      const product = await findProductOr404(manager, id);
      await manager.delete(Product, { id });
      await AuditLog.record(manager, {
        entity: 'product',
        entityId: id,
        action: 'delete',
        changes: diffFields(product, null, PRODUCT_AUDIT_FIELDS),
      });
      await bumpCatalogueVersion(manager);
      return product.imagePath;
    });
    await this.media.removeIfUnused(imagePath);
  }
}
