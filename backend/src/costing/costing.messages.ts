/** What staff read when a costing request is refused (Russian, like every message of the shop). */
export const INGREDIENT_NOT_FOUND = 'Ингредиент не найден';
export const INGREDIENT_NAME_TAKEN = 'Ингредиент с таким названием уже есть';
export const INGREDIENT_IN_USE = 'Ингредиент используется в техкартах';
export const ORDER_NOT_FOUND = 'Заказ не найден';
export const QUOTE_NOT_FOUND = 'Предложение не найдено';
export const ENQUIRY_NOT_FOUND = 'Заявка не найдена';
export const ONE_SOURCE = 'Укажите ровно одно из: order_id, quote_id, enquiry_id';
export const ONE_PURCHASE_SOURCE = 'Укажите период (from и to) или order_id, или quote_id';
export const unknownIngredient = (index: number, id: number) => `lines[${index}].ingredient_id: ингредиент ${id} не найден`;
export const repeatedIngredient = (index: number) => `lines[${index}].ingredient_id: ингредиент уже есть в техкарте`;
/** The back office's flag on a dish whose ingredients carry allergens it does not declare. */
export const CHECK_ALLERGENS = 'проверьте аллергены';
/** Documents name ingredients without a supplier so. */
export const NO_SUPPLIER = 'Без поставщика';
export { NO_RECIPE_LABEL as NO_RECIPE } from '@bulbash/rules';
