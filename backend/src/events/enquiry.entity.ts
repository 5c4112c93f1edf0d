import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { DietaryColumns } from '../common/dietary-columns';
import { StatusStep } from '../common/status-step.entity';
import { moneyColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Order } from '../orders/order.entity';
import { User } from '../auth/user.entity';
import type { EnquiryStatus } from './enquiry-status';
import { WithEventContact } from './event-contact-columns';

export const ENQUIRY_COMMENT_MAX_LENGTH = 2000;

/** A customer's (or a guest's) request to the caterer to refine an event's menu. */
@Entity('enquiries')
@Index(['status', 'dateCreated'])
@Index(['eventAt'])
@Index(['userId', 'dateCreated'])
export class Enquiry extends WithEventContact(TimestampedEntity) {
  /** The signed-in customer who sent it; null for a guest (or once the account is deleted). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  status!: EnquiryStatus;

  /** The format as it was when sent (code and name), so renaming or deleting a format keeps the enquiry readable. */
  @Column({ name: 'format_code', type: 'varchar', length: 40 })
  formatCode!: string;

  @Column({ name: 'format_name', type: 'varchar', length: 100 })
  formatName!: string;

  @Column({ name: 'budget_per_guest', ...moneyColumn, nullable: true })
  budgetPerGuest!: number | null;

  @Column({ name: 'company_name', type: 'varchar', length: 200, nullable: true })
  companyName!: string | null;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  /** The guests' diet as the customer gave it (the column set shared with enquiries and quotes). */
  @Column(() => DietaryColumns, { prefix: false })
  diet!: DietaryColumns;

  /** The order made from this enquiry in the back office («Создать заказ»); null until then. */
  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId!: number | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @OneToMany(() => EnquiryLine, (line) => line.enquiry)
  lines?: EnquiryLine[];
}

/** A dish of the enquiry's menu, as the customer saw it (name, price and people fed kept as sent). */
@Entity('enquiry_lines')
@Index(['enquiryId', 'id'])
export class EnquiryLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'enquiry_id', type: 'int' })
  enquiryId!: number;

  @ManyToOne(() => Enquiry, (enquiry) => enquiry.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enquiry_id' })
  enquiry?: Enquiry;

  /** Kept as written (no foreign key): the enquiry outlives a deleted product. */
  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'unit_price', ...moneyColumn })
  unitPrice!: number;

  @Column({ name: 'people_numbers', type: 'int' })
  peopleNumbers!: number;

  @Column({ type: 'int' })
  quantity!: number;
}

/** One step of an enquiry's history: sent (from null) or a manager's status change, with a note. */
@Entity('enquiry_status_changes')
@Index(['enquiryId', 'id'])
export class EnquiryStatusChange extends StatusStep<EnquiryStatus> {
  @Column({ name: 'enquiry_id', type: 'int' })
  enquiryId!: number;

  @ManyToOne(() => Enquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enquiry_id' })
  enquiry?: Enquiry;

  @Column({ type: 'text', nullable: true })
  note!: string | null;
}
