import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../catalogue/product.entity';
import { decimalTransformer } from '../common/money';

/**
 * The week's lunch menu (issue 46), one for every contract: each day holds one set, or a choice
 * of two or three, and each set its dishes from the catalogue with the portions per person.
 */
@Entity('lunch_menu_sets')
@Index(['day', 'position'])
export class LunchMenuSet {
  @PrimaryGeneratedColumn()
  id!: number;

  /** 'YYYY-MM-DD', Minsk. */
  @Column({ type: 'varchar', length: 10 })
  day!: string;

  /** Order of the day's sets; the first is the default. */
  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @OneToMany(() => LunchMenuLine, (line) => line.set)
  lines?: LunchMenuLine[];
}

@Entity('lunch_menu_lines')
@Index(['setId', 'position'])
export class LunchMenuLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'set_id', type: 'int' })
  setId!: number;

  @ManyToOne(() => LunchMenuSet, (set) => set.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'set_id' })
  set?: LunchMenuSet;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  /** Portions of the dish per person (0.01–20): a day's quantity is ⌈people × this⌉. */
  @Column({ name: 'quantity_per_person', type: 'decimal', precision: 6, scale: 2, transformer: decimalTransformer })
  quantityPerPerson!: number;

  @Column({ type: 'int' })
  position!: number;
}
