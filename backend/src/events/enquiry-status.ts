/** The life of an enquiry in the back office, in the order a manager moves it. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'quoted', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  quoted: 'Отправлено предложение',
  won: 'Заказ оформлен',
  lost: 'Отказ',
};

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
  typeof value === 'string' && (ENQUIRY_STATUSES as readonly string[]).includes(value);
