import fc from 'fast-check';
import { cashCollectedProblem, mapsUrl, MAX_CASH_COLLECTED_MINOR } from './delivery-run';

describe('mapsUrl', () => {
  it('searches the address in Yandex Maps, adding Minsk when the address does not name it', () => {
    expect(mapsUrl('Минск, ул. Немига, 5')).toBe(`https://yandex.ru/maps/?text=${encodeURIComponent('Минск, ул. Немига, 5')}`);
    expect(mapsUrl('  ул.  Немига, 5 ')).toBe(`https://yandex.ru/maps/?text=${encodeURIComponent('Минск, ул. Немига, 5')}`);
  });

  it('has no link without an address', () => {
    expect(mapsUrl(null)).toBeNull();
    expect(mapsUrl('   ')).toBeNull();
  });

  it('always yields one query parameter that decodes back to the address (nothing in it can break the URL)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (address) => {
          const url = mapsUrl(address)!;
          const prefix = 'https://yandex.ru/maps/?text=';
          expect(url.startsWith(prefix)).toBe(true);
          // One parameter, nothing that ends it early: no '&', '#' or space left unencoded.
          const query = url.slice(prefix.length);
          expect(query).not.toMatch(/[&#\s]/);
          expect(decodeURIComponent(query)).toContain(address.replace(/\s+/g, ' ').trim());
        },
      ),
    );
  });
});

describe('cashCollectedProblem', () => {
  it.each([null, undefined, 0, 0.5, 120, 99_999.99, MAX_CASH_COLLECTED_MINOR / 100])('accepts %p', (value) => {
    expect(cashCollectedProblem(value)).toBeNull();
  });

  it.each([-0.01, -5, 100_000.01, 1e9, 1.234, Number.NaN, Number.POSITIVE_INFINITY, '120', true, {}])(
    'refuses %p naming the field',
    (value) => {
      expect(cashCollectedProblem(value)).toMatch(/^cash_collected: /);
    },
  );
});
