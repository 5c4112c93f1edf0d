import { newStemmer } from 'snowball-stemmers';

const russian = newStemmer('russian');

/** Lower case, «ё» as «е», split on anything that is not a letter or a digit. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A word's stem (Snowball's Russian stemmer; other scripts come back as they are). */
const stem = (word: string): string => russian.stem(word);

/**
 * What the catalogue search reads: the stems of every word of the name, description and
 * ingredients, each once, between spaces (' драник со сметан … '), so a query stem matches as
 * the start of a word with `LIKE '% stem%'` on both engines.
 */
export function productSearchText(product: { name: string; description: string; ingredients: string }): string {
  const stems = new Set(words(`${product.name} ${product.description} ${product.ingredients}`).map(stem));
  return ` ${[...stems].join(' ')} `;
}

/** One typed word of a query: the word as typed, and the stems its letters give («по-домашнему» → по, домашн). */
export interface QueryWord {
  raw: string;
  stems: string[];
}

/**
 * The words of a search query; every one must match (any order). A word with symbols other than
 * letters, digits and hyphens («50%», «Торт_») is only looked for as typed.
 */
export function queryWords(q: string): QueryWord[] {
  return q
    .trim()
    .split(/\s+/)
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ raw, stems: /^[\p{L}\p{N}-]+$/u.test(raw) ? words(raw).map(stem) : [] }));
}
