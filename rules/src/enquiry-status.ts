import { isOneOf, labelOf } from './codes';

/** The life of an enquiry in the back office, in the order a manager moves it (quotes move it too). */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'quoted', 'changes_requested', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The words the back office, the API's `status_label` and «Мои заказы» use for each. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  quoted: 'Предложение отправлено',
  changes_requested: 'Просит изменения',
  won: 'Заказ оформлен',
  lost: 'Отказ',
};

export const isEnquiryStatus = isOneOf(ENQUIRY_STATUSES);

/** The label a reader sees: a won enquiry names its order («Заказ №42») when it is known; an unknown value as it is. */
export const enquiryStatusLabel = (status: unknown, orderId: number | null = null): string =>
  status === 'won' && orderId !== null ? `Заказ №${orderId}` : labelOf(ENQUIRY_STATUS_LABELS, isEnquiryStatus)(status);
