import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ClosedDate, LeadTimeTier } from '@bulbash/rules';

/** The capacity settings' primary key: the table holds exactly one row, created by its migration. */
export const CAPACITY_SETTINGS_ID = 1;

/**
 * The kitchen's limits (one row). Bookings lock this row (SELECT … FOR UPDATE on MySQL/MariaDB)
 * so two checkouts for the same last places are counted one after the other.
 */
@Entity('capacity_settings')
export class CapacitySettingsRow {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'max_guests_per_day', type: 'int', default: 300 })
  maxGuestsPerDay!: number;

  @Column({ name: 'max_orders_per_slot', type: 'int', default: 4 })
  maxOrdersPerSlot!: number;

  /** ISO weekdays (1 = Monday). */
  @Column({ name: 'closed_weekdays', type: 'simple-json' })
  closedWeekdays!: number[];

  @Column({ name: 'closed_dates', type: 'simple-json' })
  closedDates!: ClosedDate[];

  @Column({ name: 'lead_time_tiers', type: 'simple-json' })
  leadTimeTiers!: LeadTimeTier[];
}
