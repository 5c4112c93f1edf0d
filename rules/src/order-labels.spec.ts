import { DELIVERY_METHOD_LABELS, ORDER_STATUSES, ORDER_STATUS_LABELS, paymentLabel, statusLabel } from './order-labels';

describe('order labels', () => {
  it('names every status and payment method in Russian, unknown values as they are', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual(['в обработке', 'готовится', 'выполнен', 'отменён']);
    expect(statusLabel('canceled')).toBe('отменён');
    expect(statusLabel('lost')).toBe('lost');
    expect(statusLabel(undefined)).toBe('');
    expect(paymentLabel('transfer')).toBe('безналичный перевод по счёту');
    expect(paymentLabel('erip')).toBe('ЕРИП');
    expect(paymentLabel('barter')).toBe('barter');
    expect(DELIVERY_METHOD_LABELS).toEqual({ delivery: 'доставка', pickup: 'самовывоз' });
  });
});
