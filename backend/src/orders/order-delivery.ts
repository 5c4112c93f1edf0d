import { BadRequestException } from '@nestjs/common';
import { fromMinor } from '@bulbash/rules';
import {
  DeliveryMethod,
  deliveryCostMinor,
  deliveryTimeMessage,
  deliveryTimeProblem,
  deliveryWindowProblem,
  parseDeliveryAt,
} from '@bulbash/rules';
import { DELIVERY_AT_FORMAT } from '../common/fields/field-messages';
import { DELIVERY_TOO_FAR } from './order.messages';
import type { Order } from './order.entity';

/** The catering fields of a checkout or a back-office reschedule, as sent (all optional). */
export interface DeliveryInput {
  delivery_at?: string | null;
  delivery_method?: DeliveryMethod;
  delivery_distance_km?: number;
}

/** What an order stores about when and where, with the delivery cost in kopecks. */
export interface DeliveryTerms {
  deliveryAt: Date | null;
  deliveryMethod: DeliveryMethod;
  deliveryDistanceKm: number;
  deliveryCostMinor: number;
}

/** An ISO 8601 delivery time, or null when absent; 400 when it is not a real date and time. */
export function readDeliveryAt(value: string | null | undefined): Date | null {
  if (value === undefined || value === null) return null;
  const instant = parseDeliveryAt(value.trim());
  if (!instant) throw new BadRequestException(DELIVERY_AT_FORMAT);
  return instant;
}

/** How a time is checked: a shopper's against every rule of the shop, staff's only against the 365-day window. */
export interface TimeRules {
  now: Date;
  shopRules: boolean;
}

/**
 * The terms from a request, falling back to `current` for what it leaves out (a new order: a
 * delivery inside MKAD with the time agreed by phone). A shopper's time must follow the shop's
 * rules; staff may set any time within the next 365 days. 400 naming the field for a broken rule.
 */
export function resolveDeliveryTerms(
  input: DeliveryInput,
  current: Omit<DeliveryTerms, 'deliveryCostMinor'>,
  rules: TimeRules,
): DeliveryTerms {
  const deliveryAt = input.delivery_at === undefined ? current.deliveryAt : readDeliveryAt(input.delivery_at);
  if (deliveryAt && input.delivery_at !== undefined) {
    const problem = rules.shopRules ? deliveryTimeProblem(deliveryAt, rules.now) : deliveryWindowProblem(deliveryAt, rules.now);
    if (problem) throw new BadRequestException(deliveryTimeMessage(problem, rules.now));
  }
  const deliveryMethod = input.delivery_method ?? current.deliveryMethod;
  const deliveryDistanceKm =
    deliveryMethod === 'pickup' ? 0 : (input.delivery_distance_km ?? (input.delivery_method ? 0 : current.deliveryDistanceKm));
  const cost = deliveryCostMinor(deliveryMethod, deliveryDistanceKm);
  if (cost === null) throw new BadRequestException(DELIVERY_TOO_FAR);
  return { deliveryAt, deliveryMethod, deliveryDistanceKm, deliveryCostMinor: cost };
}

/** What an order stores about when and where, as the fallback of a reschedule. */
export function storedTerms(order: Order): Omit<DeliveryTerms, 'deliveryCostMinor'> {
  return {
    deliveryAt: order.deliveryAt ? new Date(order.deliveryAt) : null,
    deliveryMethod: order.deliveryMethod,
    deliveryDistanceKm: order.deliveryDistanceKm,
  };
}

export const NEW_ORDER_DELIVERY: Omit<DeliveryTerms, 'deliveryCostMinor'> = {
  deliveryAt: null,
  deliveryMethod: 'delivery',
  deliveryDistanceKm: 0,
};

export const deliveryCost = (terms: DeliveryTerms): number => fromMinor(terms.deliveryCostMinor);
