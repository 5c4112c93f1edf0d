import type { IncomingMessage } from 'node:http';
import { keepRawBodyFor, rawBodyOf } from './raw-body';

const request = (url: string) => ({ url }) as IncomingMessage;

describe('raw body kept for signed routes only', () => {
  it('keeps the bytes of the named path (query cut off) and of no other', () => {
    const keep = keepRawBodyFor(['/api/v1/payments/bepaid/notifications']);
    const notification = request('/api/v1/payments/bepaid/notifications?x=1');
    const other = request('/api/v1/order/create-new-order');
    const lookalike = request('/api/v1/payments/bepaid/notifications/extra');
    for (const each of [notification, other, lookalike]) keep(each, Buffer.from('{"a": 1}'));
    expect(rawBodyOf(notification)?.toString()).toBe('{"a": 1}');
    expect(rawBodyOf(other)).toBeUndefined();
    expect(rawBodyOf(lookalike)).toBeUndefined();
  });
});
