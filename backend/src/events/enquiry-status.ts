/** The life of an enquiry in the back office, in the order a manager moves it (quotes move it too). */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'quoted', 'changes_requested', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  quoted: 'Предложение отправлено',
  changes_requested: 'Просит изменения',
  won: 'Заказ оформлен',
  lost: 'Отказ',
};

/** The label a reader sees: a won enquiry names its order («Заказ №42»). */
export const enquiryStatusLabel = (status: EnquiryStatus, orderId: number | null): string =>
  status === 'won' && orderId !== null ? `Заказ №${orderId}` : ENQUIRY_STATUS_LABELS[status];

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
  typeof value === 'string' && (ENQUIRY_STATUSES as readonly string[]).includes(value);
