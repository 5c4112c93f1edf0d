import { AllergenCode, IngredientUnit } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { Ingredient, IngredientPrice } from '../costing/ingredient.entity';
import { ingredientNameKey } from '../costing/ingredients.service';
import { Recipe, RecipeLine } from '../costing/recipe.entity';

interface DemoIngredient {
  name: string;
  unit: IngredientUnit;
  price: number;
  pack: number | null;
  supplier: string | null;
  allergens?: AllergenCode[];
}

const VEG = 'Ждановичи: овощи и фрукты';
const DAIRY = 'Савушкин продукт';
const MEAT = 'Минский мясокомбинат';
const GROCERY = 'Санта: бакалея';
const BAKERY = 'Хлебозавод № 1';
const FISH = 'Рыбный двор';
const EGGS = 'Птицефабрика «Дзержинская»';

const i = (
  name: string,
  unit: IngredientUnit,
  price: number,
  pack: number | null,
  supplier: string | null,
  allergens: AllergenCode[] = [],
): DemoIngredient => ({ name, unit, price, pack, supplier, allergens });

/** What the demo kitchen buys, at believable Minsk wholesale prices (BYN, late 2026). */
export const DEMO_INGREDIENTS: DemoIngredient[] = [
  i('Картофель', 'kg', 1.6, 10, VEG),
  i('Лук репчатый', 'kg', 1.4, 5, VEG),
  i('Морковь', 'kg', 1.5, 5, VEG),
  i('Свёкла', 'kg', 1.3, 5, VEG),
  i('Капуста белокочанная', 'kg', 1.2, null, VEG),
  i('Огурцы', 'kg', 6.5, null, VEG),
  i('Томаты', 'kg', 6.8, null, VEG),
  i('Томаты черри', 'kg', 14, 0.25, VEG),
  i('Перец сладкий', 'kg', 9.5, null, VEG),
  i('Кабачок', 'kg', 4.2, null, VEG),
  i('Редис', 'kg', 7, null, VEG),
  i('Яблоки', 'kg', 3.2, null, VEG),
  i('Лимоны', 'kg', 7.5, null, VEG),
  i('Апельсины', 'kg', 5.2, null, VEG),
  i('Виноград', 'kg', 9.5, null, VEG),
  i('Чеснок', 'kg', 9, null, VEG),
  i('Укроп', 'kg', 25, null, VEG),
  i('Мята', 'kg', 40, null, VEG),
  i('Сметана 20 %', 'kg', 7.2, 0.4, DAIRY, ['milk']),
  i('Молоко 3,2 %', 'l', 2.6, 1, DAIRY, ['milk']),
  i('Масло сливочное 82,5 %', 'kg', 26, 0.18, DAIRY, ['milk']),
  i('Сыр сливочный', 'kg', 26, null, DAIRY, ['milk']),
  i('Сыр фета', 'kg', 24, null, DAIRY, ['milk']),
  i('Сыр гауда', 'kg', 28, null, DAIRY, ['milk']),
  i('Свиная шея', 'kg', 17.5, null, MEAT),
  i('Грудинка свиная', 'kg', 13.9, null, MEAT),
  i('Фарш свино-говяжий', 'kg', 15.8, null, MEAT),
  i('Колбаски домашние', 'kg', 18.5, null, MEAT),
  i('Буженина', 'kg', 28, null, MEAT),
  i('Салями', 'kg', 34, null, MEAT, ['mustard']),
  i('Мука пшеничная', 'kg', 1.9, 2, GROCERY, ['gluten']),
  i('Сахар', 'kg', 2.3, 1, GROCERY),
  i('Масло подсолнечное', 'l', 5.5, 1, GROCERY),
  i('Масло оливковое', 'l', 32, 0.5, GROCERY),
  i('Майонез', 'kg', 9.2, 0.4, GROCERY, ['eggs', 'mustard']),
  i('Горчица', 'kg', 6.5, null, GROCERY, ['mustard']),
  i('Мёд', 'kg', 22, null, GROCERY),
  i('Маслины', 'kg', 18, null, GROCERY),
  i('Клюква замороженная', 'kg', 14, 1, GROCERY),
  i('Вода газированная', 'l', 0.9, 1.5, GROCERY),
  i('Багет', 'pcs', 2.2, null, BAKERY, ['gluten']),
  i('Хлеб ржаной', 'kg', 3.2, null, BAKERY, ['gluten']),
  i('Сёмга слабосолёная', 'kg', 68, null, FISH, ['fish']),
  i('Сёмга охлаждённая', 'kg', 48, null, FISH, ['fish']),
  i('Сельдь филе', 'kg', 14, null, FISH, ['fish']),
  i('Яйцо куриное', 'pcs', 0.45, 10, EGGS, ['eggs']),
  i('Соль', 'kg', 0.9, null, null),
];

/** [ingredient, quantity in its unit, waste %] for ONE unit of the dish as sold (its tray, box or jug). */
type Line = [string, number, number?];

/** Recipes (техкарты) of some demo dishes; the others are left without one, as a kitchen starting out would. */
export const DEMO_RECIPES: Record<string, Line[]> = {
  'Драники со сметаной': [
    ['Картофель', 2, 20],
    ['Лук репчатый', 0.2, 10],
    ['Яйцо куриное', 3],
    ['Мука пшеничная', 0.15],
    ['Сметана 20 %', 0.4],
    ['Масло подсолнечное', 0.15],
    ['Соль', 0.02],
  ],
  'Колдуны с мясом': [
    ['Картофель', 1.8, 20],
    ['Фарш свино-говяжий', 0.7],
    ['Яйцо куриное', 2],
    ['Лук репчатый', 0.2, 10],
    ['Сметана 20 %', 0.3],
    ['Соль', 0.02],
  ],
  'Бабка картофельная': [
    ['Картофель', 2.2, 20],
    ['Грудинка свиная', 0.5],
    ['Лук репчатый', 0.25, 10],
    ['Яйцо куриное', 3],
    ['Сметана 20 %', 0.4],
    ['Соль', 0.02],
  ],
  'Мачанка с блинами': [
    ['Грудинка свиная', 0.8],
    ['Колбаски домашние', 0.5],
    ['Сметана 20 %', 0.5],
    ['Мука пшеничная', 0.4],
    ['Молоко 3,2 %', 0.6],
    ['Яйцо куриное', 4],
    ['Лук репчатый', 0.3, 10],
  ],
  'Картофель по-деревенски': [
    ['Картофель', 1.8, 10],
    ['Чеснок', 0.03, 15],
    ['Масло подсолнечное', 0.1],
    ['Соль', 0.02],
  ],
  'Свиная шея на гриле с овощами': [
    ['Свиная шея', 1.2, 5],
    ['Горчица', 0.05],
    ['Мёд', 0.05],
    ['Кабачок', 0.3, 5],
    ['Перец сладкий', 0.2, 15],
    ['Томаты', 0.3],
  ],
  'Сельдь под шубой': [
    ['Сельдь филе', 0.3],
    ['Картофель', 0.3, 20],
    ['Свёкла', 0.3, 20],
    ['Морковь', 0.2, 20],
    ['Яйцо куриное', 4],
    ['Лук репчатый', 0.1, 10],
    ['Майонез', 0.25],
  ],
  'Греческий салат': [
    ['Томаты', 0.3],
    ['Огурцы', 0.25],
    ['Перец сладкий', 0.15, 15],
    ['Лук репчатый', 0.05, 10],
    ['Сыр фета', 0.2],
    ['Маслины', 0.1],
    ['Масло оливковое', 0.05],
  ],
  'Канапе с сёмгой и сливочным сыром': [
    ['Сёмга слабосолёная', 0.2],
    ['Сыр сливочный', 0.15],
    ['Хлеб ржаной', 0.3],
    ['Огурцы', 0.1],
    ['Укроп', 0.01],
  ],
  'Фуршетный бокс «Минский»': [
    ['Буженина', 0.3],
    ['Салями', 0.2],
    ['Сыр гауда', 0.25],
    ['Багет', 2],
    ['Огурцы', 0.2],
    ['Томаты черри', 0.2],
    ['Виноград', 0.2],
    ['Горчица', 0.05],
  ],
  'Пирог с капустой и яйцом': [
    ['Мука пшеничная', 0.5],
    ['Капуста белокочанная', 0.6, 15],
    ['Яйцо куриное', 4],
    ['Лук репчатый', 0.1, 10],
    ['Масло сливочное 82,5 %', 0.1],
    ['Соль', 0.01],
  ],
  'Сёмга запечённая целиком': [
    ['Сёмга охлаждённая', 2.6, 25],
    ['Лимоны', 0.2],
    ['Кабачок', 0.3, 5],
    ['Томаты черри', 0.2],
    ['Масло оливковое', 0.05],
  ],
  'Овощная нарезка с соусами': [
    ['Огурцы', 0.4],
    ['Томаты', 0.4],
    ['Перец сладкий', 0.3, 15],
    ['Редис', 0.2, 10],
    ['Сметана 20 %', 0.2],
    ['Укроп', 0.05],
  ],
  'Салат «Витаминный» порционный': [
    ['Капуста белокочанная', 0.6, 10],
    ['Морковь', 0.2, 20],
    ['Яблоки', 0.2, 15],
    ['Клюква замороженная', 0.05],
    ['Масло подсолнечное', 0.05],
  ],
  'Морс клюквенный': [
    ['Клюква замороженная', 0.3],
    ['Сахар', 0.2],
  ],
  'Лимонады домашние': [
    ['Лимоны', 0.4],
    ['Апельсины', 0.4],
    ['Мята', 0.05],
    ['Сахар', 0.25],
    ['Вода газированная', 2.5],
  ],
};

/**
 * Writes the demo ingredients (each with its first price) and the recipes of the dishes named in
 * DEMO_RECIPES, in the caller's transaction: four multi-row inserts whatever the counts.
 */
export async function seedDemoCosting(manager: EntityManager, productIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const inserted = await manager.insert(
    Ingredient,
    DEMO_INGREDIENTS.map((ingredient) => ({
      name: ingredient.name,
      nameKey: ingredientNameKey(ingredient.name),
      unit: ingredient.unit,
      pricePerUnit: ingredient.price,
      packSize: ingredient.pack,
      supplier: ingredient.supplier,
      allergens: (ingredient.allergens ?? []).join(','),
    })),
  );
  const ids = new Map(DEMO_INGREDIENTS.map((ingredient, index) => [ingredient.name, Number(inserted.identifiers[index].id)]));
  await manager.insert(
    IngredientPrice,
    DEMO_INGREDIENTS.map((ingredient) => ({ ingredientId: ids.get(ingredient.name)!, pricePerUnit: ingredient.price, dateFrom: now })),
  );
  const recipes = Object.entries(DEMO_RECIPES).filter(([dish]) => productIds.has(dish));
  if (recipes.length === 0) return;
  await manager.insert(
    Recipe,
    recipes.map(([dish]) => ({ productId: productIds.get(dish)!, yieldPortions: 1, allergensConfirmed: '' })),
  );
  await manager.insert(
    RecipeLine,
    recipes.flatMap(([dish, lines]) =>
      lines.map(([name, quantity, waste], position) => {
        const ingredientId = ids.get(name);
        if (ingredientId === undefined) throw new Error(`demo recipe of ${dish}: unknown ingredient ${name}`);
        return { productId: productIds.get(dish)!, ingredientId, quantity, wastePercent: waste ?? 0, position };
      }),
    ),
  );
}
