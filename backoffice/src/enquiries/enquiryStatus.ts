/** The statuses of an enquiry (the API's codes) with their Russian labels (@bulbash/rules), in the order a manager moves them. */
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '@bulbash/rules';

export { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, enquiryStatusLabel, type EnquiryStatus } from '@bulbash/rules';

export const ENQUIRY_STATUS_CHOICES = ENQUIRY_STATUSES.map((id) => ({ id, name: ENQUIRY_STATUS_LABELS[id] }));

/** The filter of the new enquiries: the tab's and the dashboard's count. */
export const NEW_ENQUIRIES = {
  filter: { status: 'new' },
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'id', order: 'DESC' as const },
};
