/** The back office's entries, in the order of the tabs and the phone menu (paths under the basename). */
export interface NavEntry {
  path: string;
  label: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: 'orders', label: 'Заказы' },
  { path: 'enquiries', label: 'Заявки' },
  { path: 'quotes', label: 'Предложения' },
  { path: 'lunch-contracts', label: 'Обеды в офис' },
  { path: 'agenda', label: 'Календарь' },
  { path: 'production-sheet', label: 'Производственный лист' },
  { path: 'delivery-sheet', label: 'Доставка' },
  { path: 'my-deliveries', label: 'Мои доставки' },
  { path: 'kitchen-load', label: 'Загрузка кухни' },
  { path: 'purchase-list', label: 'Закупка' },
  { path: 'customers', label: 'Клиенты' },
  { path: 'admin-categories', label: 'Категории' },
  { path: 'admin-subcategories', label: 'Подкатегории' },
  { path: 'admin-products', label: 'Блюда' },
  { path: 'ingredients', label: 'Ингредиенты' },
  { path: 'event-formats', label: 'Форматы мероприятий' },
  { path: 'cash-report', label: 'Касса' },
  { path: 'outbox', label: 'Почта' },
  { path: 'dashboard', label: 'Сводка' },
  { path: 'settings', label: 'Настройки' },
  { path: 'staff', label: 'Сотрудники' },
  { path: 'audit-log', label: 'Журнал изменений' },
];

/** Pages reached from an entry's screen, highlighted as that entry. */
const SUB_PAGES: Readonly<Record<string, string>> = {
  'lunch-calendar': 'lunch-contracts',
  'lunch-menus': 'lunch-contracts',
};

/** The entry a location belongs to (its first path segment after the basename), or false. */
export function activeEntry(pathname: string, basename: string): string | false {
  const rest = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const segment = rest.split('/').filter(Boolean)[0];
  const first = (segment && SUB_PAGES[segment]) ?? segment;
  return NAV_ENTRIES.some((entry) => entry.path === first) ? first : false;
}
