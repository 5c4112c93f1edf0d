/**
 * Words of an order comment that warn the kitchen about an allergy or intolerance: «аллергия»,
 * «аллергик», «непереносимость», «целиакия», «без глютена / лактозы / орехов …», and the English
 * words. Deliberately broad: a false alarm costs a glance, a missed one a guest's health.
 */
const ALLERGY_WORDS =
  /аллерг|непереносим|целиаки|анафилак|без\s+(глютен|лактоз|молок|молоч|орех|арахис|яиц|яйц|рыб|морепродукт|кунжут|сои|горчиц|сельдере)|allerg|intoleran|coeliac|celiac/i;

export function mentionsAllergy(text: string | null | undefined): boolean {
  return typeof text === 'string' && ALLERGY_WORDS.test(text);
}

/** A piece of a comment: plain, or an allergy warning to print in bold colour. */
export interface CommentPart {
  text: string;
  allergy: boolean;
}

const WORD_TAIL = /^[\p{L}\p{M}]*/u;

/**
 * The comment cut into plain and allergy parts, for documents that highlight the warning words:
 * each match runs to the end of its word («без орех» → «без орехов»). The parts join back into
 * the comment; an empty comment is no part.
 */
export function allergyParts(text: string | null | undefined): CommentPart[] {
  if (!text) return [];
  const parts: CommentPart[] = [];
  const words = new RegExp(ALLERGY_WORDS.source, 'giu');
  let from = 0;
  for (let match = words.exec(text); match; match = words.exec(text)) {
    const end = match.index + match[0].length + (WORD_TAIL.exec(text.slice(match.index + match[0].length))?.[0].length ?? 0);
    if (match.index > from) parts.push({ text: text.slice(from, match.index), allergy: false });
    parts.push({ text: text.slice(match.index, end), allergy: true });
    from = end;
    words.lastIndex = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), allergy: false });
  return parts;
}
