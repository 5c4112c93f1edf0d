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
