import { DeliveryMethod } from '@bulbash/rules';
import { HISTORY_NOTES, negativeTotal, transitionText } from './order.messages';
import { OrderStatus, PaymentMethod } from './order-status';
import { canTransition, OrderRole } from './order-transitions';

/**
 * The pure core of the order state machine: an order's changeable facts, the edits staff and
 * customers make, and what applying them yields (the new facts, one history row, an adjustment).
 * No database here, so the money invariants are property-tested on this very code
 * (order-changes.spec.ts); OrderStateMachine loads, applies and writes.
 *
 * Invariants after every applied change:
 * - totalMinor = itemsMinor + deliveryCostMinor + adjustmentsMinor, and it is never negative;
 * - cancellationFeeMinor > 0 only when the status is `canceled`;
 * - the history row starts from the status that was stored (a chain).
 */
export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** Σ unit price × quantity of the item snapshots, kopecks. */
  itemsMinor: number;
  deliveryAt: Date | null;
  deliveryMethod: DeliveryMethod;
  deliveryDistanceKm: number;
  deliveryCostMinor: number;
  /** The customer's address, kept while the order is a pickup. */
  deliveryAddress: string | null;
  /** The kitchen's address while the order is a pickup, else null. */
  pickupAddress: string | null;
  /** Σ of the order's adjustments («Корректировка»), kopecks, signed. */
  adjustmentsMinor: number;
  totalMinor: number;
  cancellationFeeMinor: number;
  comment: string | null;
  guests: number | null;
}

/** One requested change. Several may be applied at once (an admin's form saves them together). */
export type OrderEdit =
  | { kind: 'status'; to: OrderStatus; feeMinor?: number }
  | { kind: 'payment_method'; to: PaymentMethod }
  /** The total staff agreed on: the difference becomes an adjustment line. */
  | { kind: 'total'; totalMinor: number }
  | {
      kind: 'delivery';
      deliveryAt: Date | null;
      deliveryMethod: DeliveryMethod;
      deliveryDistanceKm: number;
      deliveryCostMinor: number;
      /** The kitchen's address (contacts record) to show while the order is a pickup. */
      pickupPoint: string | null;
    }
  | { kind: 'address'; address: string | null }
  | { kind: 'comment'; comment: string | null }
  | { kind: 'guests'; guests: number | null }
  /** New dishes and quantities: the service writes the item rows, this keeps the money in step. */
  | { kind: 'items'; itemsMinor: number; note: string }
  /** A line of the history with no change of facts (e.g. a payment recorded elsewhere). */
  | { kind: 'note'; text: string };

/** Why an edit is refused; the service maps these to HTTP answers. */
export class OrderChangeRefused extends Error {
  constructor(
    readonly reason: 'transition' | 'negative_total',
    message: string,
  ) {
    super(message);
  }
}

export interface AppliedChange {
  facts: OrderFacts;
  /** The history row to write (null when nothing changed). */
  history: { from: OrderStatus; to: OrderStatus; note: string | null } | null;
  /** A new adjustment line to write, kopecks (null when none). */
  adjustmentMinor: number | null;
  statusChanged: boolean;
}

export const totalOf = (facts: Pick<OrderFacts, 'itemsMinor' | 'deliveryCostMinor' | 'adjustmentsMinor'>): number =>
  facts.itemsMinor + facts.deliveryCostMinor + facts.adjustmentsMinor;

/**
 * Applies `edits` in a fixed order (facts first, the agreed total after the delivery it may
 * depend on, the status last) and returns the new facts with the one history row describing them.
 */
export function applyOrderEdits(current: OrderFacts, edits: readonly OrderEdit[], role: OrderRole): AppliedChange {
  const facts: OrderFacts = { ...current };
  const notes: string[] = [];
  let adjustmentMinor: number | null = null;
  const rank: Record<OrderEdit['kind'], number> = {
    delivery: 0,
    items: 0,
    address: 1,
    payment_method: 2,
    comment: 3,
    guests: 4,
    note: 5,
    total: 6,
    status: 7,
  };
  const ordered = [...edits].sort((a, b) => rank[a.kind] - rank[b.kind]);

  for (const edit of ordered) {
    switch (edit.kind) {
      case 'delivery': {
        const was = facts;
        if (was.deliveryAt?.getTime() !== edit.deliveryAt?.getTime()) notes.push(HISTORY_NOTES.time(was.deliveryAt, edit.deliveryAt));
        if (was.deliveryMethod !== edit.deliveryMethod) notes.push(HISTORY_NOTES.method(was.deliveryMethod, edit.deliveryMethod));
        if (was.deliveryDistanceKm !== edit.deliveryDistanceKm)
          notes.push(HISTORY_NOTES.distance(was.deliveryDistanceKm, edit.deliveryDistanceKm));
        if (was.deliveryCostMinor !== edit.deliveryCostMinor)
          notes.push(HISTORY_NOTES.deliveryCost(was.deliveryCostMinor, edit.deliveryCostMinor));
        facts.deliveryAt = edit.deliveryAt;
        facts.deliveryMethod = edit.deliveryMethod;
        facts.deliveryDistanceKm = edit.deliveryDistanceKm;
        facts.deliveryCostMinor = edit.deliveryCostMinor;
        facts.pickupAddress = edit.deliveryMethod === 'pickup' ? (edit.pickupPoint ?? facts.pickupAddress) : null;
        break;
      }
      case 'address':
        if (edit.address !== facts.deliveryAddress) notes.push(HISTORY_NOTES.address(facts.deliveryAddress, edit.address));
        facts.deliveryAddress = edit.address;
        break;
      case 'payment_method':
        if (edit.to !== facts.paymentMethod) notes.push(HISTORY_NOTES.payment(facts.paymentMethod, edit.to));
        facts.paymentMethod = edit.to;
        break;
      case 'comment':
        if (edit.comment !== facts.comment) notes.push(HISTORY_NOTES.comment);
        facts.comment = edit.comment;
        break;
      case 'guests':
        if (edit.guests !== facts.guests) notes.push(HISTORY_NOTES.guests(facts.guests, edit.guests));
        facts.guests = edit.guests;
        break;
      case 'note':
        notes.push(edit.text);
        break;
      case 'items':
        if (edit.note) notes.push(edit.note);
        facts.itemsMinor = edit.itemsMinor;
        break;
      case 'total': {
        const difference = edit.totalMinor - totalOf(facts);
        if (difference !== 0) {
          adjustmentMinor = (adjustmentMinor ?? 0) + difference;
          facts.adjustmentsMinor += difference;
          notes.push(HISTORY_NOTES.adjustment(difference));
        }
        break;
      }
      case 'status':
        // Staff may re-send the status a form shows; a customer's cancel of a canceled order is refused.
        if (edit.to === facts.status && role === 'admin') break;
        if (!canTransition(role, facts.status, edit.to)) throw new OrderChangeRefused('transition', transitionText(facts.status, edit.to));
        if (facts.status === 'canceled' && facts.cancellationFeeMinor > 0) notes.push(HISTORY_NOTES.feeLifted(facts.cancellationFeeMinor));
        facts.cancellationFeeMinor = edit.to === 'canceled' ? (edit.feeMinor ?? 0) : 0;
        if (edit.to === 'canceled' && facts.cancellationFeeMinor > 0) notes.push(HISTORY_NOTES.fee(facts.cancellationFeeMinor));
        facts.status = edit.to;
        break;
    }
  }

  facts.totalMinor = totalOf(facts);
  if (facts.totalMinor < 0) throw new OrderChangeRefused('negative_total', negativeTotal(facts.totalMinor));
  const statusChanged = facts.status !== current.status;
  const history =
    statusChanged || notes.length > 0 ? { from: current.status, to: facts.status, note: notes.length ? notes.join('; ') : null } : null;
  return { facts, history, adjustmentMinor, statusChanged };
}
