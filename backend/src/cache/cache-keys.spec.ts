import { etagOf, normalisedKey, versionedKey } from './cache-keys';

describe('catalogue cache keys', () => {
  it('orders the parameters by name and leaves unset ones out', () => {
    expect(normalisedKey('products_list', { page: 1, category_id: 2, q: undefined })).toBe('products_list?category_id=2&page=1');
    expect(normalisedKey('products_list', { category_id: 2, page: 1 })).toBe(normalisedKey('products_list', { page: 1, category_id: 2 }));
    expect(normalisedKey('category/list')).toBe('category/list');
    expect(normalisedKey('category/list', { category_id: undefined })).toBe('category/list');
  });

  it('keeps different values apart and cannot be forged through a search text', () => {
    expect(normalisedKey('products_list', { page: 1 })).not.toBe(normalisedKey('products_list', { page: 2 }));
    const forged = normalisedKey('products_list', { q: 'борщ&page=2' });
    expect(forged).toBe('products_list?q=%D0%B1%D0%BE%D1%80%D1%89%26page%3D2');
    expect(forged).not.toBe(normalisedKey('products_list', { q: 'борщ', page: 2 }));
  });

  it('puts the catalogue version into the stored key', () => {
    expect(versionedKey('answer', 7, 'about-us')).toBe('answer:v7:about-us');
    expect(versionedKey('answer', 8, 'about-us')).not.toBe(versionedKey('answer', 7, 'about-us'));
    expect(versionedKey('value', 7, 'about-us')).not.toBe(versionedKey('answer', 7, 'about-us'));
  });

  it('gives equal bodies equal strong ETags and different bodies different ones', () => {
    expect(etagOf('{"a":1}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});
