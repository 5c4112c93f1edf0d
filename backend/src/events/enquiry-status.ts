/** The life of an enquiry and its Russian words: once, in @bulbash/rules (the back office reads the same). */
export { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, enquiryStatusLabel, isEnquiryStatus } from '@bulbash/rules';
export type { EnquiryStatus } from '@bulbash/rules';
