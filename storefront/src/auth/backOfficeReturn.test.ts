import { describe, expect, it } from 'vitest';
import { backOfficeReturn } from './backOfficeReturn';

describe('backOfficeReturn', () => {
  it('returns to a back-office page', () => {
    expect(backOfficeReturn('/bulbash_admin/admin/orders/5/show')).toBe('/bulbash_admin/admin/orders/5/show');
    expect(backOfficeReturn('/bulbash_admin/admin')).toBe('/bulbash_admin/admin');
  });

  it('ignores anything else', () => {
    for (const next of [
      null,
      '',
      '/',
      '/cart',
      '//evil.example/bulbash_admin/admin',
      'https://evil.example',
      '/bulbash_admin/administrator',
    ]) {
      expect(backOfficeReturn(next)).toBeNull();
    }
  });
});
