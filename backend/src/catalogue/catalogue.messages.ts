/** What the back office reads when a catalogue write is refused (PRODUCT_NOT_FOUND lives in catalogue.service.ts). */
export const CATEGORY_NOT_FOUND = 'Категория не найдена';
export const CATEGORY_HAS_CHILDREN = 'Нельзя удалить категорию, пока в ней есть подкатегории или товары';
export const SUBCATEGORY_NOT_FOUND = 'Подкатегория не найдена';
export const SUBCATEGORY_HAS_PRODUCTS = 'Нельзя удалить подкатегорию, пока в ней есть товары';
export const IMAGE_REQUIRED = 'img_file: загрузите изображение товара';
export const SUBCATEGORY_OUTSIDE_CATEGORY = 'subcategory_id: подкатегория не относится к выбранной категории';
/** A bulk change named products that do not exist (nothing was changed). */
export const productsNotFound = (ids: number[]) => `Товары не найдены (id: ${ids.join(', ')}); ничего не изменено`;
