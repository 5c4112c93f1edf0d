import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@bulbash/rules';
import { Order } from './order.entity';

/** Who looks at a run of deliveries: the signed-in staff account. */
export interface RunViewer {
  id: number;
  role: StaffRole | null;
}

/**
 * Which orders are on a viewer's run of a Minsk day: the deliveries domain's rule
 * (`deliveries/delivery-run.ts`), the one the driver's «Мои доставки» and «Доставлено» use.
 * The deliveries domain sits above orders and gives its reader at start (`DeliveryRuns.use`),
 * so the kitchen's documents (the delivery sheet, the labels) show a driver the same set.
 */
export interface DeliveryRunReader {
  /** The viewer's run of the day, in time order. */
  runOrders(viewer: RunViewer, day: string): Promise<Order[]>;
  /** The rows a viewer may see: every row for the office and the kitchen, a driver's own run only. */
  keepOnRun<T extends { order_id: number; delivery_at: string | null }>(viewer: RunViewer, rows: readonly T[]): Promise<T[]>;
}

/** The orders' side of that contract: holds the reader the deliveries domain gives it. */
@Injectable()
export class DeliveryRuns implements DeliveryRunReader {
  private reader?: DeliveryRunReader;

  use(reader: DeliveryRunReader): void {
    this.reader = reader;
  }

  runOrders(viewer: RunViewer, day: string): Promise<Order[]> {
    return this.required().runOrders(viewer, day);
  }

  keepOnRun<T extends { order_id: number; delivery_at: string | null }>(viewer: RunViewer, rows: readonly T[]): Promise<T[]> {
    return this.required().keepOnRun(viewer, rows);
  }

  private required(): DeliveryRunReader {
    if (!this.reader) throw new Error('DeliveryRuns: no reader (the deliveries module gives it one at start)');
    return this.reader;
  }
}
