import { AllergenCode, DietTagCode } from '@bulbash/rules';

export interface DemoDietary {
  allergens: AllergenCode[];
  diet: DietTagCode[];
}

const d = (allergens: AllergenCode[], diet: DietTagCode[] = []): DemoDietary => ({ allergens, diet });

const ALL_DIETS: DietTagCode[] = ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'];

/**
 * What each demo dish contains, read from its ingredients (demo-catalogue.ts): flour, bread and
 * pastry give gluten (and butter pastry milk and eggs), cheese, cream and butter give milk,
 * mayonnaise eggs and mustard, teriyaki soy and gluten, tahini sesame, soups celery. Diet tags only
 * where every ingredient allows them: processed meats and unnamed sauces get none, gelatine is not
 * vegetarian. The demo test checks every dish has an entry and keeps the rules.
 */
export const DEMO_DIETARY: Record<string, DemoDietary> = {
  'Фуршетный бокс «Минский»': d(['gluten', 'milk', 'mustard']),
  'Бокс «Мясная тарелка»': d(['mustard']),
  'Бокс «Сырная коллекция»': d(['gluten', 'milk', 'nuts'], ['vegetarian']),
  'Бокс «Корпоративный»': d(['gluten', 'eggs', 'milk', 'mustard']),
  'Бокс «Пикник»': d(['gluten', 'eggs', 'milk', 'mustard']),
  'Бокс «Северный»': d(['gluten', 'fish', 'milk']),
  'Бокс «Зелёный сад»': d(['celery', 'sesame'], ['vegetarian', 'vegan', 'lactose_free']),
  'Бокс «Средиземноморье»': d(['gluten', 'crustaceans', 'milk', 'nuts']),
  'Бокс «Мини на двоих»': d(['gluten', 'milk', 'nuts']),
  'Канапе с сёмгой и сливочным сыром': d(['gluten', 'fish', 'milk']),
  'Канапе «Капрезе»': d(['milk', 'sulphites'], ['vegetarian', 'gluten_free']),
  'Канапе с бужениной и корнишоном': d(['gluten', 'mustard']),
  'Канапе фруктовые': d([], ALL_DIETS),
  'Канапе с уткой и грушей': d(['gluten']),
  'Тарталетки с жюльеном': d(['gluten', 'eggs', 'milk']),
  'Тарталетки с красной икрой': d(['gluten', 'eggs', 'fish', 'milk']),
  'Тарталетки с крабовым салатом': d(['gluten', 'crustaceans', 'eggs', 'mustard']),
  'Брускетты ассорти': d(['gluten', 'milk']),
  'Оливье с говяжьим языком': d(['eggs', 'mustard'], ['gluten_free', 'lactose_free']),
  'Сельдь под шубой': d(['eggs', 'fish', 'mustard'], ['gluten_free', 'lactose_free']),
  'Цезарь с курицей': d(['gluten', 'eggs', 'fish', 'milk', 'mustard']),
  'Греческий салат': d(['milk'], ['vegetarian', 'gluten_free']),
  'Салат «Мимоза»': d(['eggs', 'fish', 'milk', 'mustard'], ['gluten_free']),
  'Салат с ростбифом в стаканчиках': d(['milk', 'nuts', 'sulphites'], ['gluten_free']),
  'Салат с креветками и авокадо': d(['crustaceans'], ['gluten_free', 'lactose_free']),
  'Салат «Витаминный» порционный': d([], ALL_DIETS),
  'Тёплый салат с телятиной': d(['gluten', 'soy', 'sesame'], ['lactose_free']),
  'Свиная шея на гриле с овощами': d(['mustard'], ['gluten_free', 'lactose_free']),
  'Куриные бёдра в соусе терияки': d(['gluten', 'soy', 'sesame'], ['lactose_free']),
  'Медальоны из говядины': d(['milk'], ['gluten_free']),
  'Шашлык из индейки': d([], ['gluten_free', 'lactose_free']),
  'Картофель по-деревенски': d([], ALL_DIETS),
  'Драники со сметаной': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Мачанка с блинами': d(['gluten', 'eggs', 'milk']),
  'Колдуны с мясом': d(['eggs', 'milk'], ['gluten_free']),
  'Бабка картофельная': d(['eggs', 'milk'], ['gluten_free']),
  'Жаркое в горшочках': d(['milk'], ['gluten_free']),
  'Пирог осетинский с сыром и зеленью': d(['gluten', 'milk'], ['vegetarian']),
  Курник: d(['gluten', 'eggs', 'milk']),
  'Пирог с капустой и яйцом': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Пирог открытый с яблоками': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Мини-круассаны с ветчиной и сыром': d(['gluten', 'eggs', 'milk']),
  'Пирожки ассорти': d(['gluten', 'eggs', 'milk']),
  'Слойки с курицей и грибами': d(['gluten', 'milk']),
  'Мини-хачапури': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Капкейки ванильные': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Эклеры ассорти': d(['gluten', 'eggs', 'soy', 'milk', 'nuts'], ['vegetarian']),
  Макаронс: d(['eggs', 'milk', 'nuts'], ['vegetarian', 'gluten_free']),
  'Тирамису в стаканчиках': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Панакота с ягодным соусом': d(['milk'], ['gluten_free']),
  'Торт «Медовик»': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Торт «Наполеон»': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Торт «Красный бархат»': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Свадебный торт двухъярусный': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Утка с яблоками': d([], ['gluten_free', 'lactose_free']),
  'Окорок свиной запечённый': d(['mustard'], ['gluten_free', 'lactose_free']),
  'Сёмга запечённая целиком': d(['fish'], ['gluten_free', 'lactose_free']),
  'Молочный поросёнок': d([], ['gluten_free', 'lactose_free']),
  'Мясное ассорти банкетное': d(['mustard']),
  'Рыбное ассорти': d(['fish'], ['gluten_free', 'lactose_free']),
  'Овощная нарезка с соусами': d(['milk'], ['vegetarian', 'gluten_free']),
  'Соленья по-домашнему': d([], ALL_DIETS),
  'Фруктовая пирамида': d([], ALL_DIETS),
  'Ланч-бокс «Классический»': d(['milk', 'celery']),
  'Ланч-бокс «Фитнес»': d(['gluten'], ['lactose_free']),
  'Ланч-бокс «Вегетарианский»': d(['sesame'], ALL_DIETS),
  'Набор ланч-боксов на команду': d(['gluten', 'eggs', 'fish', 'milk', 'celery']),
  'Кофе-брейк «Утренний»': d(['gluten', 'eggs', 'milk'], ['vegetarian']),
  'Лимонады домашние': d([], ALL_DIETS),
  'Морс клюквенный': d([], ALL_DIETS),
  'Сэндвичи ассорти': d(['gluten', 'eggs', 'fish', 'milk', 'mustard']),
};
