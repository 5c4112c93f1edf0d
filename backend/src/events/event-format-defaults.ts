import { EntityManager, In } from 'typeorm';
import { Category } from '../catalogue/category.entity';
import { EventFormat, EventFormatCategory } from './event-format.entity';

interface DefaultFormat {
  code: string;
  name: string;
  description: string;
  minGuests: number;
  /** Demo catalogue category name → portions per guest. */
  categories: Array<[string, number]>;
}

/** Good starting formats for the demo catalogue (demo-catalogue.ts); the back office edits them. */
export const DEFAULT_EVENT_FORMATS: DefaultFormat[] = [
  {
    code: 'buffet',
    name: 'Фуршет',
    description: 'Боксы и канапе, которые едят стоя: день рождения, открытие, вечеринка. Плюс десерт на каждого второго гостя.',
    minGuests: 10,
    categories: [
      ['Фуршетные боксы', 1],
      ['Канапе и тарталетки', 1],
      ['Десерты', 0.5],
    ],
  },
  {
    code: 'banquet',
    name: 'Банкет',
    description: 'Рассадка за столами: салат, горячее и десерт на каждого гостя — свадьба, юбилей, выпускной.',
    minGuests: 10,
    categories: [
      ['Салаты', 1],
      ['Горячие блюда', 1],
      ['Десерты', 1],
    ],
  },
  {
    code: 'coffee-break',
    name: 'Кофе-брейк',
    description: 'Перерыв на конференции или тренинге: выпечка на каждого гостя и десерт на каждого второго.',
    minGuests: 5,
    categories: [
      ['Выпечка', 1],
      ['Десерты', 0.5],
    ],
  },
  {
    code: 'office-lunch',
    name: 'Деловой обед',
    description: 'Обед для команды или совещания: ланч-бокс на каждого.',
    minGuests: 1,
    categories: [['Ланч-боксы для офиса', 1]],
  },
];

/**
 * Inserts the default formats when there are none yet, with the categories of the catalogue
 * that carry the demo names (a format whose categories are all missing is left out). Answers
 * how many formats were inserted.
 */
export async function seedDefaultEventFormats(manager: EntityManager): Promise<number> {
  if ((await manager.getRepository(EventFormat).count()) > 0) return 0;
  const names = [...new Set(DEFAULT_EVENT_FORMATS.flatMap((format) => format.categories.map(([name]) => name)))];
  const categories = await manager.getRepository(Category).find({ where: { name: In(names) }, order: { id: 'ASC' } });
  const idByName = new Map<string, number>();
  for (const category of categories) if (!idByName.has(category.name)) idByName.set(category.name, category.id);
  let inserted = 0;
  for (const [index, format] of DEFAULT_EVENT_FORMATS.entries()) {
    const rows = format.categories.filter(([name]) => idByName.has(name));
    if (rows.length === 0) continue;
    const result = await manager.insert(EventFormat, {
      code: format.code,
      name: format.name,
      description: format.description,
      minGuests: format.minGuests,
      position: index + 1,
    });
    const formatId = Number(result.identifiers[0].id);
    await manager.insert(
      EventFormatCategory,
      rows.map(([name, portions]) => ({ formatId, categoryId: idByName.get(name) as number, portionsPerGuest: portions })),
    );
    inserted += 1;
  }
  return inserted;
}
