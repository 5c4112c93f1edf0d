/** The order editor's fields as the admin reads them, for the API's «field: message» details. */
const FIELD_LABELS: Record<string, string> = {
  lines: 'Блюда',
  product_id: 'блюдо',
  quantity: 'количество',
  guests: 'Гостей',
  delivery_method: 'Получение',
  delivery_address: 'Адрес доставки',
  delivery_distance_km: 'Км от МКАД',
  delivery_at: 'Дата и время',
  version: 'Версия заказа',
  force: 'Сверх лимита',
};

export interface FieldError {
  /** The top-level field the message is about, or null for a message about the whole order. */
  field: string | null;
  text: string;
}

/** The message of a 400 with the field named in Russian: «lines.1.quantity: …» → «Блюда, строка 2, количество: …». */
export function describeError(detail: string): FieldError {
  const match = /^([a-z_]+)(?:\.(\d+))?(?:\.([a-z_]+))?: ([\s\S]*)$/.exec(detail);
  if (!match || !FIELD_LABELS[match[1]]) return { field: null, text: detail };
  const [, field, index, child, message] = match;
  const where = [
    FIELD_LABELS[field],
    index === undefined ? null : `строка ${Number(index) + 1}`,
    child === undefined ? null : (FIELD_LABELS[child] ?? child),
  ]
    .filter(Boolean)
    .join(', ');
  return { field, text: `${where}: ${message}` };
}
