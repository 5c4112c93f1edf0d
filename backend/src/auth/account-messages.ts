/** Every text the account endpoints answer with, in one place (Russian: shoppers read them). */
export const ACCOUNT_MESSAGES = {
  registered: 'Вы успешно зарегистрировались. Проверьте почту: мы отправили ссылку для подтверждения e-mail',
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован',
  invalidCredentials: 'Неверный e-mail или пароль',
  emailNotVerified: 'E-mail не подтвержден. Мы отправили новое письмо со ссылкой для подтверждения: перейдите по ней и войдите снова',
  invalidVerifyLink: 'Ссылка для подтверждения e-mail недействительна или устарела',
  resetLinkSent: 'Если учетная запись с таким e-mail существует, мы отправили на него ссылку для восстановления пароля',
  invalidResetLink: 'Ссылка для восстановления пароля недействительна или устарела. Запросите новую',
  passwordChanged: 'Пароль успешно изменен',
  loggedOut: 'Вы вышли из учетной записи',
  accountDeactivated: 'Учетная запись отключена владельцем магазина. Обратитесь к нему, чтобы снова получить доступ',
} as const;

export const TOKEN_TYPE = 'bearer' as const;

/** A token that is not ours, expired, or whose session has ended (401). */
export const INVALID_TOKEN_DETAIL = 'Недействительный или истекший токен, войдите снова';
