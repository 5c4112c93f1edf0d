/**
 * The shop's delivery, cancellation and phone rules. One implementation serves both sides: the
 * API enforces these very functions (backend/src/orders), the storefront offers only what they
 * allow. They are pure TypeScript with no imports, so Vite bundles them as they are.
 */
export {
  CANCELLATION_RULE,
  cancellationFeeMinor,
  DELIVERY_TIME_RULE,
  deliveryCostMinor,
  deliverySlots,
  earliestDeliveryAt,
  formatMinskDateTime,
  fromMinskTime,
  MAX_DELIVERY_KM,
  nextDay,
  toMinskTime,
  type DeliveryMethod,
} from '../../../backend/src/orders/delivery-rules';
export { normalisePhone } from '../../../backend/src/orders/phone';
