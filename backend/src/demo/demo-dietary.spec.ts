import { AllergenCode, dietaryConflict, sortAllergens, sortDietTags } from '@bulbash/rules';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { DEMO_DIETARY } from './demo-dietary';

const products = DEMO_CATALOGUE.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.products));

/** Words of an ingredient list that always bring an allergen (a dish naming one must list it). */
const TELLING_WORDS: [RegExp, AllergenCode][] = [
  [/(?<!миндальная )мука|хлеб|багет|тесто|чиабатт|фокачч|лаваш|крекер|булоч|сухарик|савоярди|круассан|блины|тарталетк|булгур/i, 'gluten'],
  [/сыр(?!овял)|сливк|сметан|молок|маскарпоне|кефир|творог|пахта|масло сливочное|моцарелл|фета|брынз|пармезан|сулугуни|ганаш/i, 'milk'],
  [/яйц|яйцо|(^|[ ,])белок([ ,]|$)|майонез/i, 'eggs'],
  [/сёмг|сельд(?!ерей)|рыб|горбуш|тунец|икра|скумбри/i, 'fish'],
  [/креветк|краб/i, 'crustaceans'],
  [/орех|миндал|фисташк/i, 'nuts'],
  [/кунжут|тахини/i, 'sesame'],
  [/горчиц|майонез/i, 'mustard'],
  [/сельдерей|суп/i, 'celery'],
  [/терияки/i, 'soy'],
];

describe('demo catalogue dietary values', () => {
  it('gives every demo dish an entry, and no entry without a dish', () => {
    expect(Object.keys(DEMO_DIETARY).sort()).toEqual(products.map((product) => product.name).sort());
  });

  it.each(products.map((product) => [product.name, product.ingredients] as const))(
    '%s keeps the rules and names what its ingredients contain',
    (name, ingredients) => {
      const { allergens, diet } = DEMO_DIETARY[name];
      expect(dietaryConflict(allergens, diet)).toBeNull();
      expect(sortAllergens(allergens)).toHaveLength(allergens.length);
      expect(sortDietTags(diet)).toHaveLength(diet.length);
      for (const [words, allergen] of TELLING_WORDS)
        if (words.test(ingredients)) expect({ name, allergens }).toEqual({ name, allergens: expect.arrayContaining([allergen]) });
    },
  );

  it('tags as vegetarian no dish of meat, fish or gelatine', () => {
    const meat =
      /буженин|салями|карбонад|колбас|ветчин|кури|говяж|говядин|свин|телятин|индейк|утк|утин|прошутто|ростбиф|язык|фарш|мясо|птица|поросёнок|грудинк|сёмг|сельд(?!ерей)|рыб|горбуш|тунец|икра|скумбри|креветк|краб|желатин/i;
    for (const product of products)
      if (meat.test(product.ingredients))
        expect({ name: product.name, vegetarian: DEMO_DIETARY[product.name].diet.includes('vegetarian') }).toEqual({
          name: product.name,
          vegetarian: false,
        });
  });
});
