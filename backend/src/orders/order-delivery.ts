import { BadRequestException } from '@nestjs/common';
import { fromMinor } from '@bulbash/rules';
import { DeliveryMethod, deliveryCostMinor, deliveryTimeMessage, deliveryTimeProblem, parseDeliveryAt } from '@bulbash/rules';
import { DELIVERY_AT_FORMAT } from './order.dto';
import { DELIVERY_TOO_FAR } from './order.messages';

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

/**
 * The terms from a request, falling back to `current` for what it leaves out (a new order: a
 * delivery inside MKAD with the time agreed by phone). `now` is given for a shopper, whose time
 * must follow the shop's rules; staff (`now` null) may set any time. 400 for a broken rule.
 */
export function resolveDeliveryTerms(
  input: DeliveryInput,
  current: Omit<DeliveryTerms, 'deliveryCostMinor'>,
  now: Date | null,
): DeliveryTerms {
  const deliveryAt = input.delivery_at === undefined ? current.deliveryAt : readDeliveryAt(input.delivery_at);
  if (now && deliveryAt) {
    const problem = deliveryTimeProblem(deliveryAt, now);
    if (problem) throw new BadRequestException(deliveryTimeMessage(problem, now));
  }
  const deliveryMethod = input.delivery_method ?? current.deliveryMethod;
  const deliveryDistanceKm =
    deliveryMethod === 'pickup' ? 0 : (input.delivery_distance_km ?? (input.delivery_method ? 0 : current.deliveryDistanceKm));
  const cost = deliveryCostMinor(deliveryMethod, deliveryDistanceKm);
  if (cost === null) throw new BadRequestException(DELIVERY_TOO_FAR);
  return { deliveryAt, deliveryMethod, deliveryDistanceKm, deliveryCostMinor: cost };
}

export const NEW_ORDER_DELIVERY: Omit<DeliveryTerms, 'deliveryCostMinor'> = {
  deliveryAt: null,
  deliveryMethod: 'delivery',
  deliveryDistanceKm: 0,
};

export const deliveryCost = (terms: DeliveryTerms): number => fromMinor(terms.deliveryCostMinor);
