import type { components } from '../../../api-types/openapi';

/**
 * The back office's API shapes: aliases of the types generated from the OpenAPI document
 * (api-types/openapi.ts, `npm run api-types`), never copies.
 */
type Schemas = components['schemas'];

export type Category = Schemas['CategoryResponse'];
export type Subcategory = Schemas['SubcategoryResponse'];
export type Product = Schemas['ProductResponse'];
export type OrderRow = Schemas['AdminOrderRow'];
export type OrderDetail = Schemas['AdminOrderDetailResponse'];
export type OrderItem = Schemas['AdminOrderItemResponse'];
export type OrderAdjustment = Schemas['OrderAdjustmentDto'];
export type Me = Schemas['MeResponse'];
export type DashboardData = Schemas['DashboardResponse'];
export type DashboardDay = DashboardData['daily'][number];
export type Customer = Schemas['CustomerResponse'];
export type OutboxMessage = Schemas['OutboxMessageResponse'];
export type PaymentEntry = Schemas['PaymentResponse'];
export type OnlinePaymentAttempt = Schemas['OnlinePaymentAttempt'];
export type OnlineRefund = Schemas['RefundAttemptResponse'];
export type RefundPending = Schemas['RefundPendingResponse'];
export type CashReportData = Schemas['CashReportResponse'];
export type DeliverySheetData = Schemas['DeliverySheetResponse'];
export type DeliveryStop = Schemas['DeliveryStopDto'];
export type LunchContract = Schemas['LunchContractResponse'];
export type LunchDay = Schemas['LunchDayResponse'];
export type LunchStatementData = Schemas['LunchStatementResponse'];
export type LunchStatementDayData = Schemas['LunchStatementDay'];
export type LunchTransferBody = Schemas['LunchTransferBody'];
export type LunchClosedDayData = Schemas['LunchClosedDay'];
export type LunchRunCutoffData = Schemas['LunchRunCutoffResponse'];
export type LunchMenuData = Schemas['LunchMenuResponse'];
export type LunchMenuBodyData = Schemas['LunchMenuBody'];
export type TelegramSettings = Schemas['TelegramSettingsResponse'];
