/**
 * Pure business rules that the API enforces and the front ends run to offer only what the API
 * accepts: delivery time and cost, kitchen capacity, cancellation fees, phone numbers, money in
 * kopecks, allergens and diet tags. Plain
 * TypeScript with no framework imports, so the backend, the storefront and the back office share
 * one implementation.
 */
export * from './minsk-time';
export * from './delivery-rules';
export * from './codes';
export * from './order-labels';
export * from './enquiry-status';
export * from './dietary';
export * from './money';
export * from './phone';
export * from './availability';
export * from './public-holidays';
// Office lunches on the screens (the rules themselves: lunch-days, lunch-charges below).
export * from './lunch-words';
export * from './payment-status';
export * from './requisites';
export * from './menu-planner';
export * from './quote-totals';
export * from './payment-due';
export * from './amount-to-collect';
export * from './cancellation-terms';
export * from './quote-validity';
export * from './order-caps';
export * from './costing';
export * from './online-payment';
export * from './staff-permissions';
export * from './field-visibility';
export * from './delivery-run';
export * from './audit-vocabulary';
export * from './lunch-days';
export * from './lunch-charges';
export * from './telegram-events';
