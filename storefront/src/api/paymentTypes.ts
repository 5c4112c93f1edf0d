/**
 * Online payment shapes (#37) as the lead fixed them for pay-api. LOCAL STAND-INS: the generated
 * types (api-types/openapi.ts) do not carry them until pay-api's endpoints land on main; then these
 * become aliases of the generated schemas like the rest of ./types.ts.
 */

/** GET /api/v1/payments/online: whether the shop takes online payments and how. */
export interface OnlinePayments {
  enabled: boolean;
  methods: OnlineMethod[];
}

export type OnlineMethod = 'card' | 'erip';

/** What the customer pays now: the deposit, the rest after the deposit, or the whole order. */
export type PayWhat = 'deposit' | 'balance' | 'full';

/** POST /api/v1/order/{id}/pay */
export interface PayRequest {
  what: PayWhat;
  method: OnlineMethod;
}

/** How to pay an ERIP invoice from a bank's app. `qr_code`: a data: URL or null. */
export interface EripInstructions {
  account_number: string;
  amount: number;
  path: string;
  qr_code: string | null;
}

/** 201 of POST /api/v1/order/{id}/pay: a card checkout to go to, or an ERIP invoice to pay. */
export interface PayAnswer {
  payment_id: number;
  redirect_url?: string;
  erip?: EripInstructions;
}

export type AttemptStatus = 'pending' | 'successful' | 'failed' | 'expired';

/** GET /api/v1/order/{id}/pay/{payment_id}: one attempt and where the order's money stands. */
export interface PaymentAttempt {
  payment_id: number;
  order_id: number;
  method: OnlineMethod;
  what: PayWhat;
  amount: number;
  status: AttemptStatus;
  order: { payment_status: string; paid: number; balance: number };
}
