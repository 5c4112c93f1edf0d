import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, ValueTransformer } from 'typeorm';
import { IngredientUnit } from '@bulbash/rules';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';

export const INGREDIENT_NAME_MAX = 200;
export const SUPPLIER_MAX = 200;
/** A DECIMAL column with `scale` decimals <-> number (MySQL hands DECIMAL back as a string). */
export const decimalsTransformer = (scale: number): ValueTransformer => ({
  to: (value: number | null | undefined) => (value === null || value === undefined ? value : value.toFixed(scale)),
  from: (value: string | number | null) => (value === null ? null : Number(Number(value).toFixed(scale))),
});

/** Quantities in the ingredient's unit with three decimals (grams of a kg). */
export const quantityColumn = { type: 'decimal' as const, precision: 12, scale: 3, transformer: decimalsTransformer(3) };

/** What the kitchen buys: its unit, last purchase price, the supplier's pack and allergens. */
@Entity('ingredients')
export class Ingredient extends TimestampedEntity {
  @Column({ type: 'varchar', length: INGREDIENT_NAME_MAX })
  name!: string;

  /** The name in lower case with single spaces: unique, so «Сметана» and «сметана» are one ingredient on both engines. */
  @Index({ unique: true })
  @Column({ name: 'name_key', type: 'varchar', length: INGREDIENT_NAME_MAX })
  nameKey!: string;

  @Column({ type: 'varchar', length: 3 })
  unit!: IngredientUnit;

  @Column({ name: 'price_per_unit', ...moneyColumn })
  pricePerUnit!: number;

  @Column({ name: 'pack_size', ...quantityColumn, nullable: true })
  packSize!: number | null;

  @Index()
  @Column({ type: 'varchar', length: SUPPLIER_MAX, nullable: true })
  supplier!: string | null;

  /** Allergen codes, comma-separated ('' when none). */
  @Column({ type: 'varchar', length: 200, default: '' })
  allergens!: string;
}

/** A price an ingredient had from date_from on (the newest row is the current price). */
@Entity('ingredient_prices')
@Index(['ingredientId', 'dateFrom'])
export class IngredientPrice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'ingredient_id', type: 'int' })
  ingredientId!: number;

  @ManyToOne(() => Ingredient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ingredient_id' })
  ingredient?: Ingredient;

  @Column({ name: 'price_per_unit', ...moneyColumn })
  pricePerUnit!: number;

  @Column({ name: 'date_from', ...timestampColumn })
  dateFrom!: Date;
}
