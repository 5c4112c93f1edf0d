import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, enquiryStatusLabel, isEnquiryStatus } from './enquiry-status';

describe('enquiry status', () => {
  it('names every status in Russian, a won enquiry by its order, unknown values as they are', () => {
    expect(ENQUIRY_STATUSES.map((status) => ENQUIRY_STATUS_LABELS[status])).toEqual([
      'Новая',
      'В работе',
      'Предложение отправлено',
      'Просит изменения',
      'Заказ оформлен',
      'Отказ',
    ]);
    expect(enquiryStatusLabel('won', 42)).toBe('Заказ №42');
    expect(enquiryStatusLabel('won')).toBe('Заказ оформлен');
    expect(enquiryStatusLabel('lost', 42)).toBe('Отказ');
    expect(enquiryStatusLabel('archived')).toBe('archived');
    expect(enquiryStatusLabel(undefined)).toBe('');
    expect(isEnquiryStatus('quoted')).toBe(true);
    expect(isEnquiryStatus('paid')).toBe(false);
  });
});
