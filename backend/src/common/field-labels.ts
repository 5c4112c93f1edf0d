/**
 * How validation messages name a field. Russian adjectives and verbs agree with the noun
 * («позиция должна», «вес должен», «название должно», «ингредиенты должны»), so every label
 * carries its grammatical gender (or plural) and the message helpers below pick the forms.
 */
export type Gender = 'masculine' | 'feminine' | 'neuter' | 'plural';

export interface FieldLabel {
  readonly text: string;
  readonly gender: Gender;
}

const FORMS: Record<Gender, { must: string; can: string; empty: string }> = {
  masculine: { must: 'должен', can: 'может', empty: 'пустым' },
  feminine: { must: 'должна', can: 'может', empty: 'пустой' },
  neuter: { must: 'должно', can: 'может', empty: 'пустым' },
  plural: { must: 'должны', can: 'могут', empty: 'пустыми' },
};

const label = (text: string, gender: Gender): FieldLabel => ({ text, gender });

/** The labels of the shop's fields, in one place so each is declined once. */
export const LABELS = {
  name: label('название', 'neuter'),
  description: label('описание', 'neuter'),
  ingredients: label('ингредиенты', 'plural'),
  price: label('цена', 'feminine'),
  orderTotal: label('сумма заказа', 'feminine'),
  weight: label('вес', 'masculine'),
  peopleNumbers: label('количество человек', 'neuter'),
  position: label('позиция', 'feminine'),
  statusEnabled: label('статус доступности', 'masculine'),
  categoryId: label('id категории', 'masculine'),
  subcategoryId: label('id подкатегории', 'masculine'),
  orderId: label('id заказа', 'masculine'),
  orderVersion: label('версия заказа', 'feminine'),
  productId: label('id продукта', 'masculine'),
  customerId: label('id клиента', 'masculine'),
  enquiryId: label('id заявки', 'masculine'),
  cartItemId: label('id позиции корзины', 'masculine'),
  paymentMethod: label('способ оплаты', 'masculine'),
  depositPercent: label('процент предоплаты', 'masculine'),
  depositMinTotal: label('сумма заказа для предоплаты', 'feminine'),
  balanceDueDays: label('срок оплаты остатка в днях', 'masculine'),
  companyPaymentDays: label('срок оплаты по счёту для организаций в днях', 'masculine'),
  vatNote: label('примечание об НДС', 'neuter'),
  invoicePrefix: label('префикс номера счёта', 'masculine'),
  freeCancelMinutes: label('время бесплатной отмены в минутах', 'neuter'),
  minMarginPercent: label('минимальная маржа в процентах', 'feminine'),
  pricePerUnit: label('цена за единицу', 'feminine'),
  packSize: label('размер упаковки', 'masculine'),
  supplier: label('поставщик', 'masculine'),
  quantity: label('количество', 'neuter'),
  yieldPortions: label('выход порций', 'masculine'),
  wastePercent: label('процент отходов', 'masculine'),
  ingredientId: label('id ингредиента', 'masculine'),
  orderStatus: label('статус заказа', 'masculine'),
  phone: label('телефон', 'masculine'),
  date: label('дата', 'feminine'),
  page: label('номер страницы', 'masculine'),
  pageSize: label('размер страницы', 'masculine'),
  filterValue: label('значение', 'neuter'),
  searchText: label('строка поиска', 'feminine'),
  productSort: label('порядок сортировки', 'masculine'),
  deliveryMethod: label('способ получения', 'masculine'),
  deliveryDistance: label('расстояние от МКАД', 'neuter'),
  actorId: label('id сотрудника', 'masculine'),
  entityId: label('id записи', 'masculine'),
  auditEntity: label('тип записи', 'masculine'),
} as const;

/** «позиция должна быть целым числом» */
export const mustBe = (field: FieldLabel, what: string): string => `${field.text} ${FORMS[field.gender].must} быть ${what}`;

/** «ингредиенты не могут быть пустыми» */
export const cannotBeEmpty = (field: FieldLabel): string => `${field.text} не ${FORMS[field.gender].can} быть ${FORMS[field.gender].empty}`;

/** «цена не может быть больше 99999999.99» */
export const cannotExceed = (field: FieldLabel, max: number): string => `${field.text} не ${FORMS[field.gender].can} быть больше ${max}`;

/** «название не может быть null» */
export const cannotBeNull = (field: FieldLabel): string => `${field.text} не ${FORMS[field.gender].can} быть null`;

/** «описание: не более 5000 символов» */
export const atMostCharacters = (field: FieldLabel, max: number): string => `${field.text}: не более ${max} символов`;
