import { auditValue, change, diffFields } from './audit-changes';

describe('diffFields', () => {
  it('lists only the changed fields, in snake_case, with old and new values', () => {
    const before = { name: 'Борщ', price: 45, statusEnabled: true };
    const after = { name: 'Борщ', price: 4.5, statusEnabled: false };
    expect(diffFields(before, after, ['name', 'price', 'statusEnabled'])).toEqual([
      { field: 'price', old: 45, new: 4.5 },
      { field: 'status_enabled', old: true, new: false },
    ]);
  });

  it('gives null for the side that does not exist (a creation, a deletion)', () => {
    expect(diffFields(null, { weight: 300 }, ['weight'])).toEqual([{ field: 'weight', old: null, new: 300 }]);
    expect(diffFields({ weight: 300 }, null, ['weight'])).toEqual([{ field: 'weight', old: 300, new: null }]);
  });

  it('never includes passwords, hashes or tokens, even when listed or nested', () => {
    const before = { passwordHash: 'a', resetToken: 'x', profile: { apiSecret: 's', name: 'A' } };
    const after = { passwordHash: 'b', resetToken: 'y', profile: { apiSecret: 't', name: 'B' } };
    expect(diffFields(before, after, ['passwordHash', 'resetToken', 'profile'])).toEqual([
      { field: 'profile', old: { name: 'A' }, new: { name: 'B' } },
    ]);
  });

  it('writes dates as ISO strings and compares lists by value', () => {
    const at = new Date('2026-12-10T12:00:00Z');
    expect(diffFields({ deliveryAt: at }, { deliveryAt: new Date(at) }, ['deliveryAt'])).toEqual([]);
    expect(change('lines', [{ productId: 1, quantity: 2 }], [{ productId: 1, quantity: 3 }])).toEqual([
      { field: 'lines', old: [{ product_id: 1, quantity: 2 }], new: [{ product_id: 1, quantity: 3 }] },
    ]);
    expect(auditValue(at)).toBe('2026-12-10T12:00:00.000Z');
  });
});
