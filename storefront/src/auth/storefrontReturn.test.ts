import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturn, storefrontReturn, takeRememberedReturn } from './storefrontReturn';

describe('storefrontReturn', () => {
  it('returns to a page of the shop', () => {
    expect(storefrontReturn('/quote/0123abcd')).toBe('/quote/0123abcd');
    expect(storefrontReturn('/user-orders')).toBe('/user-orders');
  });

  it('ignores other sites and nonsense', () => {
    for (const next of [null, '', 'quote/1', '//evil.example/quote', '/\\evil.example', 'https://evil.example', '/a b']) {
      expect(storefrontReturn(next)).toBeNull();
    }
  });
});

describe('the return kept across the e-mail verification', () => {
  afterEach(() => localStorage.clear());

  it('is taken once', () => {
    rememberReturn('/quote/abc');
    expect(takeRememberedReturn()).toBe('/quote/abc');
    expect(takeRememberedReturn()).toBeNull();
  });

  it('is checked again when taken', () => {
    localStorage.setItem('bulbash-return-after-verify', '//evil.example');
    expect(takeRememberedReturn()).toBeNull();
  });
});
