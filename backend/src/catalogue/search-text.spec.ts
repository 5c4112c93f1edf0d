import { productSearchText, queryWords } from './search-text';

describe('catalogue word search', () => {
  it('stores the stems of the name, description and ingredients once each, lower case, «ё» as «е»', () => {
    const text = productSearchText({ name: 'Драники со сметаной', description: 'Драники на ёлке', ingredients: 'Картофель, сметана' });
    expect(text.startsWith(' ') && text.endsWith(' ')).toBe(true);
    const stems = text.trim().split(' ');
    expect(stems).toEqual(expect.arrayContaining(['драник', 'сметан', 'елк', 'картофел']));
    expect(new Set(stems).size).toBe(stems.length);
  });

  it('stems the words of a query, and takes a word with symbols only as typed', () => {
    expect(queryWords('  Драники   СМЕТАНА ')).toEqual([
      { raw: 'Драники', stems: ['драник'] },
      { raw: 'СМЕТАНА', stems: ['смета'] },
    ]);
    expect(queryWords('по-домашнему')).toEqual([{ raw: 'по-домашнему', stems: ['по', 'домашн'] }]);
    expect(queryWords('50%')).toEqual([{ raw: '50%', stems: [] }]);
  });
});
