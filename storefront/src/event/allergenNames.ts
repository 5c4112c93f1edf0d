/** The allergens a shopper may exclude (the API's codes) with their Russian names. */
export const ALLERGEN_OPTIONS = [
  { code: 'gluten', name: 'Глютен' },
  { code: 'milk', name: 'Молоко и лактоза' },
  { code: 'eggs', name: 'Яйца' },
  { code: 'nuts', name: 'Орехи' },
  { code: 'peanuts', name: 'Арахис' },
  { code: 'fish', name: 'Рыба' },
  { code: 'crustaceans', name: 'Ракообразные' },
  { code: 'molluscs', name: 'Моллюски' },
  { code: 'soy', name: 'Соя' },
  { code: 'sesame', name: 'Кунжут' },
  { code: 'mustard', name: 'Горчица' },
  { code: 'celery', name: 'Сельдерей' },
  { code: 'sulphites', name: 'Сульфиты' },
  { code: 'lupin', name: 'Люпин' },
] as const;
