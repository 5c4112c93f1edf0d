/** What the staff endpoints answer with (Russian: the owner reads them). */
export const STAFF_MESSAGES = {
  notFound: 'Сотрудник не найден',
  alreadyStaff: 'Сотрудник с таким e-mail уже есть',
  lastOwner: 'Нельзя убрать последнего владельца',
  role: `role: укажите роль сотрудника`,
} as const;

/** How long the set-password link of a new staff account works. */
export const STAFF_INVITE_HOURS = 72;
