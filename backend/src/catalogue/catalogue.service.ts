import { PRODUCT_NOT_FOUND } from './catalogue.messages';
import { toMoney } from '@bulbash/rules';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import {
  CategoryResponse,
  PRODUCTS_PAGE_SIZE,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  SubcategoryResponse,
} from './catalogue.dto';
import { whereMatchesWords } from '../database/text-search';
import { queryWords } from './search-text';
import { orderProductPage } from './product-sort';
import { toCategoryResponse, toProductResponse, toSubcategoryResponse } from './catalogue.mappers';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { Subcategory } from './subcategory.entity';
import { onlyVisibleProducts } from './visible-products';
import { dietaryCondition, loadDietary } from './product-dietary';
import { parseId } from '../common/parse-id.pipe';
import { normalisedKey } from '../cache/cache-keys';
import { CatalogueCache } from '../cache/catalogue-cache.service';

interface BoundsRow {
  price_min: string | number | null;
  price_max: string | number | null;
  weight_min: string | number | null;
  weight_max: string | number | null;
  people_min: string | number | null;
  people_max: string | number | null;
  matched: string | number | null;
}

export interface SitemapEntry {
  id: number;
  updated: Date;
}

const asNumber = (value: string | number | null): number => (value === null ? 0 : Number(value));

const hasRangeFilters = (filters: ProductListQuery): boolean =>
  [
    filters.price_min,
    filters.price_max,
    filters.weight_min,
    filters.weight_max,
    filters.people_of_numbers,
    filters.diet,
    filters.exclude_allergens,
  ].some((value) => value !== undefined);

/**
 * The public catalogue: only enabled items, and a product only when its subcategory and
 * category are enabled too. Booleans are compared with literal 1 so that both SQLite
 * (integers) and MySQL (TINYINT) use the same SQL.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogueCache,
  ) {}

  async listCategories(): Promise<CategoryResponse[]> {
    const categories = await this.dataSource
      .getRepository(Category)
      .createQueryBuilder('c')
      .where('c.status_enabled = 1')
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    return categories.map(toCategoryResponse);
  }

  /** Enabled subcategories of enabled categories, optionally of one category, by id. */
  async listSubcategories(categoryId?: number): Promise<SubcategoryResponse[]> {
    const query = this.dataSource
      .getRepository(Subcategory)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.category', 'c', 'c.status_enabled = 1')
      .where('s.status_enabled = 1')
      .orderBy('s.id', 'ASC');
    if (categoryId !== undefined) query.andWhere('s.category_id = :categoryId', { categoryId });
    return (await query.getMany()).map(toSubcategoryResponse);
  }

  /**
   * The bounds of the scope (category, subcategory, name search) come from the cache, computed
   * once per scope and catalogue version; then at most three queries: the count under the
   * price/weight/people filters (only when one is given), the page's ids, and those products
   * with their names joined.
   */
  async listProducts(filters: ProductListQuery): Promise<ProductListResponse> {
    const page = filters.page ?? 1;
    const scope = { category_id: filters.category_id, subcategory_id: filters.subcategory_id, q: filters.q };
    const bounds = await this.cache.value(
      normalisedKey('bounds', scope),
      async () => (await this.boundsQuery(scope).getRawOne<BoundsRow>()) ?? null,
    );
    const matched = hasRangeFilters(filters)
      ? ((await this.boundsQuery(filters).getRawOne<BoundsRow>())?.matched ?? null)
      : (bounds?.matched ?? null);
    const totalProducts = asNumber(matched);
    const totalPages = Math.ceil(totalProducts / PRODUCTS_PAGE_SIZE);
    let products: ProductResponse[] = [];
    if (totalProducts > (page - 1) * PRODUCTS_PAGE_SIZE) {
      const ids = (await this.pageQuery(filters, page).getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
      products = (await this.productsByIds(ids)).map(toProductResponse);
    }
    return {
      products,
      total_products: totalProducts,
      page,
      total_pages: totalPages,
      price_min: toMoney(asNumber(bounds?.price_min ?? null)),
      price_max: toMoney(asNumber(bounds?.price_max ?? null)),
      weight_min: asNumber(bounds?.weight_min ?? null),
      weight_max: asNumber(bounds?.weight_max ?? null),
      people_numbers_min: asNumber(bounds?.people_min ?? null),
      people_numbers_max: asNumber(bounds?.people_max ?? null),
    };
  }

  /**
   * The aggregate query: the six bounds over the category/subcategory scope (and name search) and, in the
   * same pass, how many of those products also pass the price/weight/people and diet/allergen filters.
   * Public so that the benchmark can EXPLAIN it.
   */
  boundsQuery(filters: ProductListQuery): SelectQueryBuilder<Product> {
    const { condition, parameters } = this.filterCondition(filters);
    return this.visibleProducts(filters)
      .select('MIN(p.price)', 'price_min')
      .addSelect('MAX(p.price)', 'price_max')
      .addSelect('MIN(p.weight)', 'weight_min')
      .addSelect('MAX(p.weight)', 'weight_max')
      .addSelect('MIN(p.people_numbers)', 'people_min')
      .addSelect('MAX(p.people_numbers)', 'people_max')
      .addSelect(`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`, 'matched')
      .setParameters(parameters);
  }

  /**
   * The ids of one page of visible, filtered products. Sorting ids alone keeps MySQL's sort
   * buffer small; sorting whole joined rows (descriptions included) cost it 50 ms at 10 000
   * products (docs/benchmarks.md).
   */
  pageQuery(filters: ProductListQuery, page: number): SelectQueryBuilder<Product> {
    const { condition, parameters } = this.filterCondition(filters);
    return orderProductPage(this.visibleProducts(filters, false).select('p.id', 'id').andWhere(condition, parameters), filters.sort)
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((page - 1) * PRODUCTS_PAGE_SIZE);
  }

  /** A visible product by the raw route parameter; 400 when it is not a number, 404 when hidden or missing. */
  async getProduct(rawId: string): Promise<ProductResponse> {
    const id = parseId(rawId, 'id');
    const product = await this.visibleProducts({}).andWhere('p.id = :id', { id }).getOne();
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    await loadDietary(this.dataSource.manager, [product]);
    return toProductResponse(product);
  }

  /** What the sitemap lists: every enabled category and visible product, with when it last changed. */
  async sitemapEntries(): Promise<{ categories: SitemapEntry[]; products: SitemapEntry[] }> {
    const categories = await this.dataSource
      .getRepository(Category)
      .createQueryBuilder('c')
      .select(['c.id', 'c.dateUpdated'])
      .where('c.status_enabled = 1')
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    const products = await onlyVisibleProducts(this.dataSource.getRepository(Product).createQueryBuilder('p'), 'p')
      .select(['p.id', 'p.dateUpdated'])
      .orderBy('p.id', 'ASC')
      .getMany();
    const entry = (row: { id: number; dateUpdated: Date }): SitemapEntry => ({ id: row.id, updated: row.dateUpdated });
    return { categories: categories.map(entry), products: products.map(entry) };
  }

  /** Products by id, in the order of `ids`, with their category and subcategory. */
  private async productsByIds(ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const found = await this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .innerJoinAndSelect('p.subcategory', 's')
      .where('p.id IN (:...ids)', { ids })
      .getMany();
    await loadDietary(this.dataSource.manager, found);
    const byId = new Map(found.map((product) => [product.id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Enabled products of enabled subcategories and categories, in the category/subcategory scope and name search (names joined unless told not to). */
  private visibleProducts(
    scope: Pick<ProductListQuery, 'category_id' | 'subcategory_id' | 'q'>,
    selectNames = true,
  ): SelectQueryBuilder<Product> {
    const query = onlyVisibleProducts(this.dataSource.getRepository(Product).createQueryBuilder('p'), 'p', selectNames);
    if (scope.category_id !== undefined) query.andWhere('p.category_id = :categoryId', { categoryId: scope.category_id });
    if (scope.subcategory_id !== undefined) query.andWhere('p.subcategory_id = :subcategoryId', { subcategoryId: scope.subcategory_id });
    if (scope.q !== undefined) whereMatchesWords(query, 'p.name', 'p.search_text', queryWords(scope.q), 'search');
    return query;
  }

  /** The price/weight/people and diet/allergen filters as one SQL condition (always true when none is given). */
  private filterCondition(filters: ProductListQuery): { condition: string; parameters: Record<string, unknown> } {
    const parts: string[] = [];
    const parameters: Record<string, unknown> = {};
    const add = (sql: string, name: string, value: number | undefined) => {
      if (value === undefined) return;
      parts.push(sql);
      parameters[name] = value;
    };
    add('p.price >= :priceMin', 'priceMin', filters.price_min);
    add('p.price <= :priceMax', 'priceMax', filters.price_max);
    add('p.weight >= :weightMin', 'weightMin', filters.weight_min);
    add('p.weight <= :weightMax', 'weightMax', filters.weight_max);
    add('p.people_numbers >= :people', 'people', filters.people_of_numbers);
    const dietary = dietaryCondition('p', { diet: filters.diet, exclude_allergens: filters.exclude_allergens });
    if (dietary) {
      parts.push(dietary.condition);
      Object.assign(parameters, dietary.parameters);
    }
    return { condition: parts.length > 0 ? parts.join(' AND ') : '1 = 1', parameters };
  }
}
