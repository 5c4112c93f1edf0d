import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { Category } from '../catalogue/category.entity';
import { decimalTransformer } from '../common/money';
import { TimestampedEntity } from '../common/timestamped-entity';

export const FORMAT_CODE_MAX_LENGTH = 40;

/** An event format (buffet, banquet, coffee break): how many portions of which categories a guest eats. */
@Entity('event_formats')
@Index(['code'], { unique: true })
export class EventFormat extends TimestampedEntity {
  @Column({ type: 'varchar', length: FORMAT_CODE_MAX_LENGTH })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'min_guests', type: 'int', default: 1 })
  minGuests!: number;

  @Column({ type: 'int', default: 1 })
  position!: number;

  @OneToMany(() => EventFormatCategory, (category) => category.format)
  categories?: EventFormatCategory[];
}

/** One category of a format with the portions a guest eats of it. */
@Entity('event_format_categories')
@Index(['formatId', 'categoryId'], { unique: true })
export class EventFormatCategory {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'format_id', type: 'int' })
  formatId!: number;

  @ManyToOne(() => EventFormat, (format) => format.categories, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'format_id' })
  format?: EventFormat;

  /** A deleted category leaves the formats it was in. */
  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @ManyToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;

  /** Portions per guest, two decimals (0.5 = half the guests eat one). */
  @Column({ name: 'portions_per_guest', type: 'decimal', precision: 4, scale: 2, transformer: decimalTransformer })
  portionsPerGuest!: number;
}
