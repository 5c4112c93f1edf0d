import type { components } from '../../../api-types/openapi';

/** Online payment shapes (#37): aliases of the generated OpenAPI types, like ./types.ts. */
type Schemas = components['schemas'];

/** GET /api/v1/payments/online: whether the shop takes online payments and how. */
export type OnlinePayments = Schemas['OnlinePaymentAvailability'];
export type OnlineMethod = OnlinePayments['methods'][number];

/** POST /api/v1/order/{id}/pay */
export type PayRequest = Schemas['StartOnlinePaymentBody'];
/** What the customer pays now: the deposit, the rest after the deposit, or the whole order. */
export type PayWhat = PayRequest['what'];

/** How to pay an ERIP invoice from a bank's app. `qr_code`: a data: URL or null. */
export type EripInstructions = Schemas['EripInstructions'];

/** 201 of POST /api/v1/order/{id}/pay: a card checkout to go to, or an ERIP invoice to pay. */
export type PayAnswer = Schemas['StartOnlinePaymentResponse'];

/** GET /api/v1/order/{id}/pay/{payment_id}: one attempt and where the order's money stands. */
export type PaymentAttempt = Schemas['OnlinePaymentView'];
export type AttemptStatus = PaymentAttempt['status'];
