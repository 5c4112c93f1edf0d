/** Every fixed text the shopper reads that more than one screen (or a test) needs. */
export const MSG = {
  required: 'заполните поле!',
  badEmail: 'Вы ввели некорректный email!',
  passwordLength: 'пароль должен быть от 6 до 32 символов',
  passwordsMismatch: 'пароли не совпадают!',
  badPhone: 'введите номер телефона в формате 375XXXXXXXXX',
  consentRequired: 'необходимо согласие на обработку персональных данных',
  guestOrder: 'Для заказа необходимо ВОЙТИ или ЗАРЕГЕСТРИРОВАТЬСЯ!',
  addedToCart: 'Товар успешно добавлен в корзину',
  loggedIn: 'Вы успешно вошли в свою учетную запись',
  emailVerified: 'Ваш email успешно подтвержден',
  nothingFound: 'по Вашему запросу ничего не найдено',
  networkError: 'Ошибка соединения с сервером',
} as const;
