/**
 * Allergens and diet tags: the fixed code lists with their Russian names, and the rules a
 * product's lists must keep (the API enforces them; the front ends name and filter by them).
 *
 * Allergens are the EU's fourteen (Regulation 1169/2011, Annex II), which also covers the list of
 * TR CU 022/2011.
 */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const DIET_TAG_CODES = ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'] as const;
export type DietTagCode = (typeof DIET_TAG_CODES)[number];

export const ALLERGEN_NAMES: Record<AllergenCode, string> = {
  gluten: 'Глютен',
  crustaceans: 'Ракообразные',
  eggs: 'Яйца',
  fish: 'Рыба',
  peanuts: 'Арахис',
  soy: 'Соя',
  milk: 'Молоко и лактоза',
  nuts: 'Орехи',
  celery: 'Сельдерей',
  mustard: 'Горчица',
  sesame: 'Кунжут',
  sulphites: 'Сульфиты',
  lupin: 'Люпин',
  molluscs: 'Моллюски',
};

export const DIET_TAG_NAMES: Record<DietTagCode, string> = {
  vegetarian: 'Вегетарианское',
  vegan: 'Веганское',
  gluten_free: 'Без глютена',
  lactose_free: 'Без лактозы',
};

export interface DietaryEntry<Code extends string> {
  code: Code;
  name: string;
}

/** The lists as GET /dietary answers them, in the stable order above. */
export const ALLERGENS: DietaryEntry<AllergenCode>[] = ALLERGEN_CODES.map((code) => ({ code, name: ALLERGEN_NAMES[code] }));
export const DIET_TAGS: DietaryEntry<DietTagCode>[] = DIET_TAG_CODES.map((code) => ({ code, name: DIET_TAG_NAMES[code] }));

export const isAllergenCode = (code: string): code is AllergenCode => (ALLERGEN_CODES as readonly string[]).includes(code);
export const isDietTagCode = (code: string): code is DietTagCode => (DIET_TAG_CODES as readonly string[]).includes(code);

/**
 * A comma-separated list as the query string sends it: trimmed, blanks dropped, each code once,
 * in the order given. An empty or blank text is the empty list.
 */
export function splitCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    ),
  ];
}

/** Known codes in the lists' stable order (unknown ones dropped): the canonical form stored and answered. */
export function sortAllergens(codes: readonly string[]): AllergenCode[] {
  return ALLERGEN_CODES.filter((code) => codes.includes(code));
}

export function sortDietTags(codes: readonly string[]): DietTagCode[] {
  return DIET_TAG_CODES.filter((code) => codes.includes(code));
}

/** Each pair: a diet tag and what it rules out (another tag it needs, or an allergen it excludes). */
const DIET_RULES: { tag: DietTagCode; requiresTag?: DietTagCode; excludes?: AllergenCode }[] = [
  { tag: 'vegan', requiresTag: 'vegetarian' },
  { tag: 'gluten_free', excludes: 'gluten' },
  { tag: 'lactose_free', excludes: 'milk' },
];

/**
 * The first rule a product's lists break, in Russian naming both sides, or null when they agree:
 * a vegan dish is also vegetarian; a gluten-free dish has no gluten; a lactose-free one no milk.
 */
export function dietaryConflict(allergens: readonly string[], dietTags: readonly string[]): string | null {
  for (const rule of DIET_RULES) {
    if (!dietTags.includes(rule.tag)) continue;
    if (rule.requiresTag && !dietTags.includes(rule.requiresTag))
      return `«${DIET_TAG_NAMES[rule.tag]}» (${rule.tag}) требует отметки «${DIET_TAG_NAMES[rule.requiresTag]}» (${rule.requiresTag})`;
    if (rule.excludes && allergens.includes(rule.excludes))
      return `«${DIET_TAG_NAMES[rule.tag]}» (${rule.tag}) несовместимо с аллергеном «${ALLERGEN_NAMES[rule.excludes]}» (${rule.excludes})`;
  }
  return null;
}

/** «молоко и лактоза, глютен»: the allergens for a sentence such as «Содержит: …». */
export function allergenPhrase(codes: readonly string[]): string {
  return sortAllergens(codes)
    .map((code) => ALLERGEN_NAMES[code].toLowerCase())
    .join(', ');
}

/** An order's (or an event's) diet as the API answers it. */
export interface DietFacts {
  exclude_allergens: readonly string[];
  vegetarian_guests: number;
  dietary_note: string | null;
}

/**
 * «Без: арахис, орехи · вегетарианцев: 3 · у одного ребёнка аллергия на орехи»: the diet in one
 * line, as the kitchen's sheets, the labels and every order screen show it ('' when there is none).
 */
export function dietLine(diet: DietFacts): string {
  return [
    diet.exclude_allergens.length > 0 ? `Без: ${allergenPhrase(diet.exclude_allergens)}` : '',
    diet.vegetarian_guests > 0 ? `вегетарианцев: ${diet.vegetarian_guests}` : '',
    diet.dietary_note?.trim() ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}
