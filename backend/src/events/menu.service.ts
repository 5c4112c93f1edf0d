import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { MENU_CANDIDATES_PER_ORDER, menuCandidates, MenuRequest, planMenu, PlannerDish, toMoney } from '@bulbash/rules';
import { ProductDietTag } from '../catalogue/product-dietary.entity';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { EventFormatResponse } from './event-format.dto';
import { EventFormatsService } from './event-formats.service';
import { KNOWN_ALLERGENS, dietarySelect, readDietary, DietaryRow } from './dietary-source';
import { MenuQuery } from './events.dto';
import { MenuDishResponse, MenuResponse } from './events-response.dto';
import { tooFewGuests, unknownAllergen, unknownFormat, VEGETARIANS_ABOVE_GUESTS } from './events.messages';

interface DishRow extends DietaryRow {
  productId: number | string;
  name: string;
  categoryId: number | string;
  price: number | string;
  peopleNumbers: number | string;
  imagePath: string | null;
}

/** A dish of the planner with the picture the storefront shows. */
export type MenuDish = PlannerDish & { imagePath: string | null };

/**
 * Reads the format and the candidate dishes (one query), validates the request, and runs the pure
 * planner (@bulbash/rules). The candidates (`menuCandidates`: at most 4 × MENU_CANDIDATES_PER_ORDER a
 * category) are picked by the database, so neither the read nor the planning grows with the
 * catalogue; they are also the alternatives the answer lists.
 */
@Injectable()
export class MenuService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly formats: EventFormatsService,
  ) {}

  async propose(query: MenuQuery): Promise<MenuResponse> {
    const format = await this.format(query.format, query.guests);
    const vegetarian = query.vegetarian ?? 0;
    if (vegetarian > query.guests) throw new BadRequestException(VEGETARIANS_ABOVE_GUESTS);
    const excludeAllergens = parseAllergens(query.exclude_allergens);
    const catalogue = await this.candidates(
      format.categories.map((category) => category.category_id),
      excludeAllergens,
    );
    const request: MenuRequest & { dishes: MenuDish[] } = {
      guests: query.guests,
      vegetarian,
      excludeAllergens,
      budgetPerGuest: query.budget_per_guest ?? null,
      categories: format.categories.map((category) => ({
        categoryId: category.category_id,
        name: category.category_name,
        portionsPerGuest: category.portions_per_guest,
      })),
      dishes: catalogue,
    };
    // The rule applied once more in code: the planner and the answer see exactly the candidates.
    const dishes = menuCandidates(request);
    const plan = planMenu({ ...request, dishes });
    return {
      ...plan,
      format: format.code,
      vegetarian,
      exclude_allergens: excludeAllergens,
      dishes: dishes.map(toDishResponse),
    };
  }

  /** The format with this code (400 naming `format` when unknown, `guests` when below its minimum). */
  async format(code: string, guests: number): Promise<EventFormatResponse> {
    const format = await this.formats.findByCode(code);
    if (!format) throw new BadRequestException(unknownFormat(code));
    if (guests < format.min_guests) throw new BadRequestException(tooFewGuests(format.name, format.min_guests));
    return format;
  }

  /**
   * The candidates of `menuCandidates` among the dishes on sale in these categories that feed
   * someone and carry none of the excluded allergens, with their diet data; one query. Window
   * functions rank each category's vegetarian and other dishes by price per person fed and by
   * price, and only the first MENU_CANDIDATES_PER_ORDER of either order leave the database.
   */
  async candidates(categoryIds: number[], excludeAllergens: string[]): Promise<MenuDish[]> {
    if (categoryIds.length === 0) return [];
    const group = 'p.category_id, (vt.product_id IS NULL)';
    const ranked = (query: SelectQueryBuilder<Product>) => {
      query
        .select('p.id', 'id')
        .addSelect(`ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY p.price * 1.0 / p.people_numbers, p.price, p.id)`, 'by_person')
        .addSelect(`ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY p.price, p.id)`, 'by_price')
        .from(Product, 'p')
        .leftJoin(ProductDietTag, 'vt', "vt.product_id = p.id AND vt.code = 'vegetarian'");
      onlyVisibleProducts(query, 'p').andWhere('p.category_id IN (:...categoryIds)', { categoryIds }).andWhere('p.people_numbers > 0');
      if (excludeAllergens.length > 0)
        query.andWhere(
          'NOT EXISTS (SELECT 1 FROM product_allergens pax WHERE pax.product_id = p.id AND pax.code IN (:...excludedAllergens))',
          {
            excludedAllergens: excludeAllergens,
          },
        );
      return query;
    };
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('d')
      .innerJoin(ranked, 'r', 'r.id = d.id')
      .select('d.id', 'productId')
      .addSelect('d.name', 'name')
      .addSelect('d.category_id', 'categoryId')
      .addSelect('d.price', 'price')
      .addSelect('d.people_numbers', 'peopleNumbers')
      .addSelect('d.image_path', 'imagePath')
      .where('(r.by_person <= :perOrder OR r.by_price <= :perOrder)', { perOrder: MENU_CANDIDATES_PER_ORDER })
      .orderBy('d.price', 'ASC')
      .addOrderBy('d.id', 'ASC');
    dietarySelect(query, 'd');
    const rows = await query.getRawMany<DishRow>();
    return rows.map((row) => ({
      productId: Number(row.productId),
      name: row.name,
      categoryId: Number(row.categoryId),
      price: toMoney(row.price),
      peopleNumbers: Number(row.peopleNumbers),
      imagePath: row.imagePath,
      ...readDietary(row),
    }));
  }
}

function toDishResponse(dish: MenuDish): MenuDishResponse {
  return {
    product_id: dish.productId,
    name: dish.name,
    category_id: dish.categoryId,
    price: dish.price,
    people_numbers: dish.peopleNumbers,
    vegetarian: dish.vegetarian,
    allergens: [...dish.allergens],
    image_path: dish.imagePath,
  };
}

/** 'nuts, fish' → ['nuts', 'fish']; an unknown code → 400 naming it. */
export function parseAllergens(text: string | undefined): string[] {
  if (text === undefined) return [];
  const codes = [
    ...new Set(
      text
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    ),
  ];
  for (const code of codes) if (!KNOWN_ALLERGENS.includes(code)) throw new BadRequestException(unknownAllergen(code));
  return codes;
}
