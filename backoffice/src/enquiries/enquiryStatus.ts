/** The statuses of an enquiry (the API's codes) with their Russian labels, in the order a manager moves them. */
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

export const ENQUIRY_STATUS_CHOICES = ENQUIRY_STATUSES.map((id) => ({ id, name: ENQUIRY_STATUS_LABELS[id] }));

export const enquiryStatusLabel = (status: unknown): string =>
  typeof status === 'string' && status in ENQUIRY_STATUS_LABELS ? ENQUIRY_STATUS_LABELS[status as EnquiryStatus] : String(status ?? '');

/** The filter of the new enquiries: the tab's and the dashboard's count. */
export const NEW_ENQUIRIES = {
  filter: { status: 'new' },
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'id', order: 'DESC' as const },
};
