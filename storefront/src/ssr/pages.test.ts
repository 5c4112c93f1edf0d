import { describe, expect, it } from 'vitest';
import { matchPublicPage } from './pages';

const match = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  return matchPublicPage(pathname, searchParams);
};

describe('the public pages the server renders', () => {
  it('matches as the router does: a trailing slash, any letter case, parameters decoded', () => {
    expect(match('/product/42')?.page).toEqual({ kind: 'product', id: '42' });
    expect(match('/product/42/')?.page).toEqual({ kind: 'product', id: '42' });
    expect(match('/Product/42')?.page).toEqual({ kind: 'product', id: '42' });
    expect(match('/product/%34%32')?.page).toEqual({ kind: 'product', id: '42' });
    expect(match('/')?.page).toEqual({ kind: 'home' });
    expect(match('/contacts')?.screen).toMatch(/Contacts|Info|info/);
  });

  it('leaves private, deeper and unknown paths to the browser', () => {
    for (const url of ['/cart', '/user-orders', '/product/42/reviews', '/product/', '/productX/1', '/nowhere'])
      expect(match(url)).toBeNull();
  });

  it('names the API answers the page draws from', () => {
    expect(match('/product/42')?.requests.some((request) => request.includes('product_42'))).toBe(true);
    expect(match('/products?category_id=3')?.requests.some((request) => request.includes('category_id=3'))).toBe(true);
  });
});
