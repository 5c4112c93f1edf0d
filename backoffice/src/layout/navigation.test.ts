import { describe, expect, it } from 'vitest';
import { activeEntry, NAV_ENTRIES } from './navigation';

describe('back-office navigation', () => {
  it('starts with Orders and labels every entry in Russian', () => {
    expect(NAV_ENTRIES[0]).toEqual({ path: 'orders', label: 'Заказы' });
    for (const entry of NAV_ENTRIES) expect(entry.label).toMatch(/^[А-ЯЁ][а-яё ]+$/);
  });

  it('highlights the entry of the current page', () => {
    expect(activeEntry('/bulbash_admin/admin/orders/5/show', '/bulbash_admin/admin')).toBe('orders');
    expect(activeEntry('/bulbash_admin/admin/production-sheet', '/bulbash_admin/admin')).toBe('production-sheet');
    expect(activeEntry('/bulbash_admin/admin/customers', '/bulbash_admin/admin')).toBe('customers');
    expect(activeEntry('/bulbash_admin/admin/lunch-menus', '/bulbash_admin/admin')).toBe('lunch-contracts');
    expect(activeEntry('/bulbash_admin/admin/login', '/bulbash_admin/admin')).toBe(false);
  });
});
