import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MenuRequest, planMenu, PlannerDish, toMoney } from '@bulbash/rules';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { EventFormatResponse } from './event-format.dto';
import { EventFormatsService } from './event-formats.service';
import { KNOWN_ALLERGENS, dietarySelect, readDietary, DietaryRow } from './dietary-source';
import { MenuDishResponse, MenuQuery, MenuResponse } from './events.dto';
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

/** Reads the format and the dishes (one query), validates the request, and runs the pure planner (@bulbash/rules). */
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
    const dishes = await this.dishes(format.categories.map((category) => category.category_id));
    const request: MenuRequest = {
      guests: query.guests,
      vegetarian,
      excludeAllergens,
      budgetPerGuest: query.budget_per_guest ?? null,
      categories: format.categories.map((category) => ({
        categoryId: category.category_id,
        name: category.category_name,
        portionsPerGuest: category.portions_per_guest,
      })),
      dishes,
    };
    const plan = planMenu(request);
    return {
      ...plan,
      format: format.code,
      vegetarian,
      exclude_allergens: excludeAllergens,
      dishes: dishes.filter((dish) => !dish.allergens.some((code) => excludeAllergens.includes(code))).map(toDishResponse),
    };
  }

  /** The format with this code (400 naming `format` when unknown, `guests` when below its minimum). */
  async format(code: string, guests: number): Promise<EventFormatResponse> {
    const format = await this.formats.findByCode(code);
    if (!format) throw new BadRequestException(unknownFormat(code));
    if (guests < format.min_guests) throw new BadRequestException(tooFewGuests(format.name, format.min_guests));
    return format;
  }

  /** Every dish on sale in these categories that feeds someone, with its diet data; one query. */
  async dishes(categoryIds: number[]): Promise<MenuDish[]> {
    if (categoryIds.length === 0) return [];
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.id', 'productId')
      .addSelect('p.name', 'name')
      .addSelect('p.category_id', 'categoryId')
      .addSelect('p.price', 'price')
      .addSelect('p.people_numbers', 'peopleNumbers')
      .addSelect('p.image_path', 'imagePath');
    dietarySelect(query, 'p');
    onlyVisibleProducts(query, 'p')
      .andWhere('p.category_id IN (:...categoryIds)', { categoryIds })
      .andWhere('p.people_numbers > 0')
      .orderBy('p.price', 'ASC')
      .addOrderBy('p.id', 'ASC');
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
