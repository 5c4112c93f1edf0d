export const EVENT_FORMAT_NOT_FOUND = 'Формат мероприятия не найден';
export const ENQUIRY_NOT_FOUND = 'Заявка не найдена';
export const ENQUIRY_SENT = 'Заявка отправлена. Менеджер свяжется с вами в рабочее время, чтобы уточнить меню';
export const ENQUIRY_RATE_LIMIT_DETAIL =
  'Слишком много заявок: не более 5 в час с одного адреса и на один e-mail. Попробуйте позже или позвоните нам';
export const ENQUIRY_UPDATED = 'Заявка обновлена';
export const CART_ITEMS_ADDED = 'Меню добавлено в корзину';
export const unknownFormat = (code: string) => `format: неизвестный формат мероприятия «${code}»`;
export const tooFewGuests = (name: string, min: number) => `guests: для формата «${name}» нужно не меньше ${min} гостей`;
export const unknownAllergen = (code: string) => `exclude_allergens: неизвестный аллерген «${code}»`;
export const VEGETARIANS_ABOVE_GUESTS = 'vegetarian: вегетарианцев не может быть больше, чем гостей';
export const unknownEnquiryStatus = (status: string) =>
  `status: неизвестный статус «${status}»; допустимы: new, in_progress, quoted, won, lost`;
export const duplicateFormatCategory = (index: number) => `categories[${index}].category_id: категория уже есть в формате`;
export const unknownFormatCategory = (index: number, id: number) => `categories[${index}].category_id: категория ${id} не найдена`;
export const FORMAT_CODE_TAKEN = 'code: формат с таким кодом уже есть';
export const menuLineNotFound = (field: string, index: number, id: number) =>
  `${field}[${index}].product_id: товар ${id} не найден или снят с продажи`;
export const ENQUIRY_CHANGED_MEANWHILE = 'Заявку только что изменил другой менеджер: обновите страницу';
export const ENQUIRY_WITHOUT_MENU = 'В заявке нет блюд: соберите заказ в разделе «Заказы»';
export const enquiryHasOrder = (orderId: number | null) =>
  orderId === null ? 'Заявку только что изменил другой менеджер: обновите страницу' : `По заявке уже создан заказ №${orderId}`;
export const orderFromEnquiry = (orderId: number) => `Создан заказ №${orderId}`;
