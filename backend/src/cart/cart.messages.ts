import { MAX_QUANTITY } from './cart.dto';

export const CART_ITEM_ADDED = 'Товар успешно добавлен в корзину';
export const CART_ITEM_UPDATED = 'Количество товара в корзине изменено';
export const CART_ITEM_DELETED = 'Товар удалён из корзины';
export const CART_ITEM_NOT_FOUND = 'Товар в корзине не найден';
export const CART_QUANTITY_LIMIT = `quantity: в корзине может быть не более ${MAX_QUANTITY} штук одного товара`;
export const CART_ITEMS_ADDED = 'Товары добавлены в корзину';
export const cartLineNotFound = (index: number) => `items[${index}].product_id: товар не найден или снят с продажи`;
export const cartLineOverLimit = (index: number) =>
  `items[${index}].quantity: в корзине может быть не более ${MAX_QUANTITY} штук одного товара`;
export const unknownAllergen = (code: string) => `exclude_allergens: неизвестный аллерген «${code}»`;
