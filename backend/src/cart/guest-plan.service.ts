import { toMoney } from '@bulbash/rules';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { CartItem } from './cart-item.entity';
import { excludedInCart, GuestPlan, planGuests, PlanProduct, planVegetarians } from './guest-plan';

interface PlanRow {
  categoryId: number | string;
  categoryName: string;
  productId: number | string;
  name: string;
  price: number | string;
  peopleNumbers: number | string;
  cartQuantity: number | string | null;
  vegetarian: number | string;
  allergens: string | null;
}

/** Reads what the planner needs for one customer in a single query and hands it to `planGuests`. */
@Injectable()
export class GuestPlanService {
  constructor(private readonly dataSource: DataSource) {}

  /** `vegetarian`: how many of the guests eat only vegetarian dishes (the part of the plan left out when absent). */
  async plan(userId: number, guests: number, vegetarian?: number, excluded: readonly string[] = []): Promise<GuestPlan> {
    const products = await this.products(userId);
    const plan: GuestPlan = planGuests(guests, products, excluded);
    if (vegetarian !== undefined) plan.vegetarian = planVegetarians(vegetarian, products, excluded);
    if (excluded.length > 0) plan.excluded_in_cart = excludedInCart(products, excluded);
    return plan;
  }

  /**
   * Every product on sale in a category that holds one of the customer's cart products, with the
   * customer's quantity of it (null when it is not in the cart). Scoped by user id twice: the
   * categories come from this customer's lines only, and so do the quantities.
   */
  private async products(userId: number): Promise<PlanProduct[]> {
    const cartCategories = this.dataSource
      .createQueryBuilder()
      .select('cp.category_id')
      .from(CartItem, 'cci')
      .innerJoin(Product, 'cp', 'cp.id = cci.product_id')
      .where('cci.user_id = :userId');
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .leftJoin(CartItem, 'ci', 'ci.product_id = p.id AND ci.user_id = :userId', { userId })
      .select('p.category_id', 'categoryId')
      .addSelect('c.name', 'categoryName')
      .addSelect('p.id', 'productId')
      .addSelect('p.name', 'name')
      .addSelect('p.price', 'price')
      .addSelect('p.people_numbers', 'peopleNumbers')
      .addSelect('ci.quantity', 'cartQuantity')
      .addSelect(
        "CASE WHEN EXISTS (SELECT 1 FROM product_diet_tags pdv WHERE pdv.product_id = p.id AND pdv.code = 'vegetarian') THEN 1 ELSE 0 END",
        'vegetarian',
      )
      // GROUP_CONCAT joins with ',' on SQLite and MySQL/MariaDB alike.
      .addSelect('(SELECT GROUP_CONCAT(pa.code) FROM product_allergens pa WHERE pa.product_id = p.id)', 'allergens');
    onlyVisibleProducts(query, 'p')
      .andWhere(`p.category_id IN (${cartCategories.getQuery()})`)
      .andWhere('(ci.id IS NOT NULL OR p.people_numbers > 0)')
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .addOrderBy('p.id', 'ASC');
    const rows = await query.getRawMany<PlanRow>();
    return rows.map((row) => ({
      categoryId: Number(row.categoryId),
      categoryName: row.categoryName,
      productId: Number(row.productId),
      name: row.name,
      price: toMoney(row.price),
      peopleNumbers: Number(row.peopleNumbers),
      cartQuantity: row.cartQuantity === null ? 0 : Number(row.cartQuantity),
      vegetarian: Number(row.vegetarian) === 1,
      allergens: row.allergens ? row.allergens.split(',').filter(Boolean) : [],
    }));
  }
}
