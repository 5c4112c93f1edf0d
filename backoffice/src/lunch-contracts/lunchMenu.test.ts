import { describe, expect, it } from 'vitest';
import { formToWeek, nextMonday, weekToForm } from './LunchMenuEditor';

describe('the week’s menu form', () => {
  it('opens on next week and lays out all seven days with the published sets', () => {
    // Wednesday 9 December 2026 in Minsk (late evening UTC on the 8th is already the 9th).
    expect(nextMonday(new Date('2026-12-08T22:30:00Z'))).toBe('2026-12-14');
    const form = weekToForm('2026-12-14', {
      days: [{ date: '2026-12-16', sets: [{ name: 'Набор 1', lines: [{ product_id: 3, quantity_per_person: 1 }] }] }],
    });
    expect(form.days.map((day) => [day.date, day.sets.length])).toEqual([
      ['2026-12-14', 0],
      ['2026-12-15', 0],
      ['2026-12-16', 1],
      ['2026-12-17', 0],
      ['2026-12-18', 0],
      ['2026-12-19', 0],
      ['2026-12-20', 0],
    ]);
  });

  it('sends only the days with sets, names trimmed and ids and quantities as numbers', () => {
    const sent = formToWeek({
      days: [
        { date: '2026-12-14', sets: [] },
        {
          date: '2026-12-15',
          sets: [
            { name: ' Набор А ', lines: [{ product_id: '3' as unknown as number, quantity_per_person: '1.5' as unknown as number }] },
            { name: 'Набор Б', lines: [{ product_id: 4, quantity_per_person: 1 }] },
          ],
        },
      ],
    });
    expect(sent).toEqual({
      days: [
        {
          date: '2026-12-15',
          sets: [
            { name: 'Набор А', lines: [{ product_id: 3, quantity_per_person: 1.5 }] },
            { name: 'Набор Б', lines: [{ product_id: 4, quantity_per_person: 1 }] },
          ],
        },
      ],
    });
  });
});
