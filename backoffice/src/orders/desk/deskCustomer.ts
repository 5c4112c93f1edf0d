import { normalisePhone } from '@bulbash/rules';

/** Digits, spaces and + - ( ) only, with at least two digits: the manager typed a phone (or part of one). */
const looksLikePhone = (typed: string) => /^[\d\s+\-()]+$/.test(typed) && typed.replace(/\D/g, '').length >= 2;

/**
 * What «Новый клиент» fills in from the search text: a phone typed in full goes to the phone
 * field (as typed); an e-mail to the e-mail; words to the surname and name (surname first, as
 * staff write it).
 */
export function newCustomerPrefill(typed: string): Record<string, string> {
  const text = typed.trim();
  if (text === '') return {};
  if (looksLikePhone(text)) return normalisePhone(text) ? { phone: text } : {};
  if (text.includes('@')) return { email: text };
  const [surname, firstName, lastName] = text.split(/\s+/);
  return { surname, ...(firstName ? { first_name: firstName } : {}), ...(lastName ? { last_name: lastName } : {}) };
}
