/**
 * The shop's delivery, cancellation and phone rules. One implementation serves both sides: the
 * API enforces these very functions (the `@bulbash/rules` workspace package), the storefront
 * offers only what they allow. Vite bundles the package's TypeScript source as it is.
 */
export {
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
  normalisePhone,
} from '@bulbash/rules';
