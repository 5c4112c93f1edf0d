export { escapeHtml } from './escape-html';
export { renderMail } from './layout';
export type { Letter, MailButton, MailContent, RenderedMail } from './layout';
export { accountOpenedMail, resetPasswordMail, staffInviteMail, verifyEmailMail } from './account-mails';
export {
  deliveryLabel,
  newOrderNoticeMail,
  orderCanceledNoticeMail,
  orderChangedMail,
  orderConfirmationMail,
  orderStatusMail,
} from './order-mails';
export type { OrderSummary } from './order-mails';
export { ONLINE_PAY_LINE, onlinePaymentReceiptMail, paymentReminderMail } from './payment-mails';
export type { OnlineReceiptFacts, PaymentReminderFacts } from './payment-mails';
export { changeRequestAcceptedMail, changeRequestDeclinedMail, changeRequestNoticeMail } from './change-request-mails';
export type { ChangeRequestLetter } from './change-request-mails';
export { lunchDayNotOrderedMail, lunchDayNotOrderedNoticeMail, lunchInvoiceReminderMail, lunchMonthInvoiceMail } from './lunch-mails';
export type { LunchLetterFacts } from './lunch-mails';
