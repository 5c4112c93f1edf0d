import { BadRequestException, Injectable } from '@nestjs/common';
import { fromMinor, MAX_LINE_QUANTITY, toMinor, toMoney } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { CapacityService } from '../capacity/capacity.service';
import { InfoService } from '../catalogue/info.service';
import { stampOf } from '../common/actor-stamp';
import { Clock } from '../common/clock';
import { DomainEvents } from '../database/domain-events';
import { DietaryColumns } from '../common/dietary-columns';
import { OrderAdjustment } from './order-adjustment.entity';
import { assertOrderTotal, lineQuantityOverCap } from './order-caps';
import { OrderItem } from './order-item.entity';
import { ORDER_PLACED } from './order-events';
import { OrderMailService } from './order-mail.service';
import { recordStatusChange, StatusActor } from './order-status-history';
import { Order } from './order.entity';
import type { OrderOrigin } from './order-status';

/** The names and phone an order is placed under. */
export interface OrderContacts {
  first_name: string;
  surname: string;
  last_name: string;
  phone: string;
}

/** Who pays: a person (the column's default when absent) or a company with its requisites. */
export type OrderPayer = Pick<Order, 'payerType' | 'companyName' | 'companyUnp' | 'companyAddress' | 'companyAccount' | 'companyBic'>;

/**
 * Everything a caller knows about a new order. The caller prices its lines (from the cart, the
 * catalogue, a quote…) and resolves the delivery terms by its rules; the factory does the rest.
 * Fields a caller leaves out keep the columns' defaults.
 */
export interface OrderDraft {
  userId: number;
  contacts: OrderContacts;
  contactEmail: string | null;
  paymentMethod: Order['paymentMethod'];
  /** Dishes (a product) and services (no product, kind `service`), priced and unsaved. */
  items: OrderItem[];
  deliveryAt: Date | null;
  deliveryMethod: Order['deliveryMethod'];
  /** The customer's address (kept for a pickup too: the pickup point is the kitchen's). */
  deliveryAddress: string | null;
  deliveryDistanceKm: number;
  deliveryCostMinor: number;
  /** Signed amounts added to the total (a discount is negative). */
  adjustments?: ReadonlyArray<{ label: string; amountMinor: number }>;
  guests: number | null;
  comment: string | null;
  diet?: DietaryColumns;
  payer?: OrderPayer;
  depositPercent?: number | null;
  cancellationTerms?: Order['cancellationTerms'];
  /** Unique per source (a cart's lines, `desk:…`, `quote:17`): a second order from one source is refused by the index. */
  checkoutKey: string;
  /** The field a total over the cap is named by (400): `total_cost` at checkout, `lines` elsewhere. */
  totalField: string;
  /**
   * Staff's booking: past the lead time (`staff`), past a full kitchen (`force`), the note then in
   * the history; `loadOnly`: only the day's guest limit (a standing order agreed long before: the
   * caller checks the closed days itself).
   */
  booking?: { staff?: boolean; force?: boolean; loadOnly?: boolean };
  /** Where the order comes from (a lunch contract's day: `lunch` and the contract's id); absent: the shop. */
  origin?: { kind: OrderOrigin; id: number | null };
  /** No confirmation or shop notice: the caller tells both sides in its own way (a lunch contract's day). */
  quiet?: boolean;
  /** The first history row's note, before the capacity's own (joined with «; »). */
  historyNotes?: readonly string[];
  actor: StatusActor | null;
  /** The account's e-mail: the confirmation goes to the contact e-mail, else to it. */
  accountEmail: string | null;
}

export interface PlacedOrder {
  order: Order;
  items: OrderItem[];
}

/**
 * The one place an order is made, for every caller (checkout, the order desk, a quote's
 * acceptance, an enquiry's «Создать заказ», a lunch contract's day): in the caller's transaction it
 * checks the order caps (a line's quantity, the total), books the kitchen (capacity and lead
 * time: 409 naming the nearest open day), writes the order with every field the draft carries,
 * its first history row, items and adjustments; then the caller's own writes of the same change
 * (`alongside`: the cart emptied, the quote marked, the audit entry); then the letters (the
 * confirmation and the shop's notice, to the outbox in the same transaction) and `ORDER_PLACED`
 * (the domains above add their own messages, e.g. Telegram's, in it). A new caller builds
 * an OrderDraft and calls `place`.
 */
@Injectable()
export class OrderFactory {
  constructor(
    private readonly clock: Clock,
    private readonly info: InfoService,
    private readonly capacity: CapacityService,
    private readonly letters: OrderMailService,
    private readonly events: DomainEvents,
  ) {}

  async place(manager: EntityManager, draft: OrderDraft, alongside?: (placed: PlacedOrder) => Promise<void>): Promise<PlacedOrder> {
    const itemsMinor = draft.items.reduce((sum, item) => sum + toMinor(toMoney(item.productCost)) * item.quantity, 0);
    const adjustments = draft.adjustments ?? [];
    const totalMinor = itemsMinor + draft.deliveryCostMinor + adjustments.reduce((sum, adjustment) => sum + adjustment.amountMinor, 0);
    assertOrderTotal(totalMinor, draft.totalField);
    for (const [index, item] of draft.items.entries())
      if (item.quantity > MAX_LINE_QUANTITY) throw new BadRequestException(lineQuantityOverCap(`lines[${index}].quantity`, item.quantity));
    // The kitchen's load counts dishes; services (waiters, rentals) take no place.
    const dishes = draft.items.filter((item) => item.kind !== 'service');
    const capacityNote = await this.capacity.assertBookable(manager, {
      deliveryAt: draft.deliveryAt,
      load: { guests: draft.guests, lines: dishes },
      ...draft.booking,
    });
    // Pickup: the address shown is the kitchen's, from the contacts record at this moment.
    const pickupAddress = draft.deliveryMethod === 'pickup' ? (await this.info.getContacts()).physical_address : null;
    const order = manager.getRepository(Order).create({
      userId: draft.userId,
      paymentMethod: draft.paymentMethod,
      status: 'pending',
      totalCost: fromMinor(totalMinor),
      firstName: draft.contacts.first_name,
      surname: draft.contacts.surname,
      lastName: draft.contacts.last_name,
      contactPhone: draft.contacts.phone,
      contactEmail: draft.contactEmail,
      deliveryAddress: draft.deliveryAddress,
      pickupAddress,
      deliveryAt: draft.deliveryAt,
      deliveryMethod: draft.deliveryMethod,
      deliveryDistanceKm: draft.deliveryDistanceKm,
      deliveryCost: fromMinor(draft.deliveryCostMinor),
      comment: draft.comment,
      guests: draft.guests,
      cancellationFee: 0,
      placedAt: this.clock.now(),
      checkoutKey: draft.checkoutKey,
      ...(draft.diet !== undefined ? { diet: draft.diet } : {}),
      ...(draft.depositPercent !== undefined ? { depositPercent: draft.depositPercent } : {}),
      ...(draft.cancellationTerms !== undefined ? { cancellationTerms: draft.cancellationTerms } : {}),
      ...(draft.origin ? { origin: draft.origin.kind, originId: draft.origin.id } : {}),
      ...draft.payer,
    });
    await manager.getRepository(Order).insert(order);
    const notes = [...(draft.historyNotes ?? []), ...(capacityNote ? [capacityNote] : [])];
    await recordStatusChange(manager, order.id, null, 'pending', draft.actor, notes.length ? notes.join('; ') : null);
    for (const item of draft.items) item.orderId = order.id;
    await manager.getRepository(OrderItem).insert(draft.items);
    if (adjustments.length)
      await manager.getRepository(OrderAdjustment).insert(
        adjustments.map((adjustment) => ({
          orderId: order.id,
          label: adjustment.label,
          amount: fromMinor(adjustment.amountMinor),
          createdBy: stampOf(draft.actor),
        })),
      );
    const placed = { order, items: draft.items };
    if (alongside) await alongside(placed);
    // A lunch contract's day (quiet) is neither confirmed by letter nor posted as a new order: the
    // contract's contact changed it online, and the day's summary names it.
    if (!draft.quiet) {
      await this.letters.orderPlaced(order, draft.items, draft.accountEmail);
      await this.events.publish(manager, ORDER_PLACED, { orderId: order.id });
    }
    return placed;
  }
}
