/** What the back office and the shop read when a catalogue read or write is refused. */
export const PRODUCT_NOT_FOUND = 'Товар не найден';
export const CATEGORY_NOT_FOUND = 'Категория не найдена';
export const CATEGORY_HAS_CHILDREN = 'Нельзя удалить категорию, пока в ней есть подкатегории или товары';
export const SUBCATEGORY_NOT_FOUND = 'Подкатегория не найдена';
export const SUBCATEGORY_HAS_PRODUCTS = 'Нельзя удалить подкатегорию, пока в ней есть товары';
export const IMAGE_REQUIRED = 'img_file: загрузите изображение товара';
export const SUBCATEGORY_OUTSIDE_CATEGORY = 'subcategory_id: подкатегория не относится к выбранной категории';
/** A bulk change named products that do not exist (nothing was changed). */
export const productsNotFound = (ids: number[]) => `Товары не найдены (id: ${ids.join(', ')}); ничего не изменено`;
export const ABOUT_US_NOT_FOUND = 'Информация о компании не найдена';
export const CONTACTS_NOT_FOUND = 'Контакты не найдены';
/** A contacts field sent both in the query string and in the body, with different values. */
export const sentTwiceDifferently = (field: string) => `${field}: задано по-разному в строке запроса и в теле запроса`;
