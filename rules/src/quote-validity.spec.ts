import { describe, expect, it } from 'vitest';
import { defaultQuoteValidUntil } from './quote-validity';

describe('defaultQuoteValidUntil', () => {
  it('two weeks when the event is far', () => {
    expect(defaultQuoteValidUntil('2026-11-27', new Date('2027-03-01T15:00:00+03:00'))).toBe('2026-12-11');
  });
  it('the day before an event within two weeks (Minsk day)', () => {
    expect(defaultQuoteValidUntil('2026-11-27', new Date('2026-12-05T01:00:00+03:00'))).toBe('2026-12-04');
  });
  it('never before today; two weeks without an event', () => {
    expect(defaultQuoteValidUntil('2026-11-27', new Date('2026-11-27T20:00:00+03:00'))).toBe('2026-11-27');
    expect(defaultQuoteValidUntil('2026-11-27', null)).toBe('2026-12-11');
  });
});
