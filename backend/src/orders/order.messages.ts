export const ORDER_CREATED = 'Заказ успешно оформлен';
export const ORDER_NOT_FOUND = 'Заказ не найден';
export const ORDER_PRICES_CHANGED = 'Цены изменились: обновите корзину и проверьте сумму заказа';
export const ORDER_CART_CHANGED = 'Корзина изменилась: обновите страницу и оформите заказ заново';
export const ORDER_ALREADY_PLACED = 'Этот заказ уже оформлен';
export const ORDER_DUPLICATE_LINES = 'product_list: позиции корзины не должны повторяться';
