import { Column } from 'typeorm';
import type { DeliveryMethod } from '@bulbash/rules';
import { EntityBase } from '../common/column-set';
import { timestampColumn } from '../common/entity-columns';

/**
 * The event and whom to contact about it, as an enquiry and a quote both keep them: when and
 * for how many guests, delivery or pickup (and where, how far), the contact's name, phone and
 * e-mail. Declared once for `enquiries` and `quotes` (same column names and types). A column set
 * over the entity's base rather than an embedded entity: the properties stay flat (`eventAt`,
 * `contactEmail`, …), as the entities' indexes, list queries and the quote's field rules name them.
 */
export function WithEventContact<Base extends EntityBase>(base: Base) {
  abstract class EventContactColumns extends base {
    @Column({ name: 'event_at', ...timestampColumn })
    eventAt!: Date;

    @Column({ type: 'int' })
    guests!: number;

    @Column({ name: 'delivery_method', type: 'varchar', length: 10 })
    deliveryMethod!: DeliveryMethod;

    @Column({ name: 'delivery_address', type: 'varchar', length: 500, nullable: true })
    deliveryAddress!: string | null;

    @Column({ name: 'delivery_distance_km', type: 'int', default: 0 })
    deliveryDistanceKm!: number;

    @Column({ name: 'contact_name', type: 'varchar', length: 100 })
    contactName!: string;

    @Column({ name: 'contact_phone', type: 'varchar', length: 20 })
    contactPhone!: string;

    /** Lower-cased (a quote: the account that may accept must have this e-mail). */
    @Column({ name: 'contact_email', type: 'varchar', length: 254 })
    contactEmail!: string;
  }
  return EventContactColumns;
}
