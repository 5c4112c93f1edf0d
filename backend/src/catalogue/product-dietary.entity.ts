import { Check, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ALLERGEN_CODES, AllergenCode, DIET_TAG_CODES, DietTagCode } from '@bulbash/rules';
import { Product } from './product.entity';

const inList = (codes: readonly string[]) => `"code" IN (${codes.map((code) => `'${code}'`).join(', ')})`;

/** One allergen of a product (codes of @bulbash/rules, checked by the database too). */
@Entity('product_allergens')
@Index(['code', 'productId'])
@Check('CHK_product_allergens_code', inList(ALLERGEN_CODES))
export class ProductAllergen {
  @PrimaryColumn({ name: 'product_id', type: 'int' })
  productId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  code!: AllergenCode;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}

/** One diet tag of a product. */
@Entity('product_diet_tags')
@Index(['code', 'productId'])
@Check('CHK_product_diet_tags_code', inList(DIET_TAG_CODES))
export class ProductDietTag {
  @PrimaryColumn({ name: 'product_id', type: 'int' })
  productId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  code!: DietTagCode;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}
