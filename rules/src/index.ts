/**
 * Pure business rules that the API enforces and the front ends run to offer only what the API
 * accepts: delivery time and cost, cancellation fees, phone numbers, money in kopecks. Plain
 * TypeScript with no framework imports, so the backend, the storefront and the back office share
 * one implementation.
 */
export * from './delivery-rules';
export * from './money';
export * from './phone';
export * from './menu-planner';
