/** Links of the header and the drawer, in the spec's order. */
export const NAV_LINKS = [
  { to: '/', label: 'Категории' },
  { to: '/event', label: 'Рассчитать меню' },
  { to: '/contacts', label: 'Контакты' },
  { to: '/how-to-order', label: 'Доставка и оплата' },
  { to: '/about-us', label: 'О нас' },
] as const;
