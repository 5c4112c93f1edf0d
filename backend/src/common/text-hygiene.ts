import { BadRequestException } from '@nestjs/common';

/**
 * Characters no text field of the shop accepts: C0 controls (tab, line feed and carriage
 * return only in multi-line fields), DEL, C1 controls, and the bidirectional marks, embeddings,
 * overrides and isolates that make a name or address display differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ALWAYS_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

export const FORBIDDEN_CHARACTERS_DETAIL = 'содержит недопустимые символы (управляющие или меняющие направление текста)';

const MULTI_LINE_FIELDS = Symbol('multiLineFields');

type WithMultiLine = { [MULTI_LINE_FIELDS]?: Set<string> };

/** Marks a DTO property whose text may span lines (descriptions, ingredients, comments). */
export const MultiLine = (): PropertyDecorator => (target, property) => {
  const owner = target as WithMultiLine;
  const inherited = owner[MULTI_LINE_FIELDS];
  // Each class gets its own set, so a subclass's fields do not leak into its parent.
  const own = Object.prototype.hasOwnProperty.call(owner, MULTI_LINE_FIELDS) && inherited ? inherited : new Set(inherited);
  own.add(String(property));
  Object.defineProperty(owner, MULTI_LINE_FIELDS, { value: own, configurable: true });
};

function isMultiLine(owner: object, property: string): boolean {
  return (owner as WithMultiLine)[MULTI_LINE_FIELDS]?.has(property) ?? false;
}

export function hasForbiddenCharacters(text: string, multiLine: boolean): boolean {
  return ALWAYS_FORBIDDEN.test(text) || (!multiLine && LINE_BREAKS_AND_TABS.test(text));
}

function check(value: unknown, path: string, multiLine: boolean): void {
  if (typeof value === 'string') {
    if (hasForbiddenCharacters(value, multiLine)) throw new BadRequestException({ detail: `${path}: ${FORBIDDEN_CHARACTERS_DETAIL}` });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => check(item, `${path}[${index}]`, multiLine));
    return;
  }
  if (value !== null && typeof value === 'object') checkObject(value, path);
}

function checkObject(object: object, parent: string): void {
  for (const [key, value] of Object.entries(object)) {
    check(value, parent ? `${parent}.${key}` : key, isMultiLine(object, key));
  }
}

/**
 * Throws a 400 naming the first field (e.g. `first_name` or `product_list[0].note`) whose text
 * has a forbidden character. Runs on every validated body, query and parameter.
 */
export function assertCleanText(value: unknown, name = ''): void {
  if (typeof value === 'string' || Array.isArray(value)) check(value, name || 'value', false);
  else if (value !== null && typeof value === 'object') checkObject(value, name);
}
