/** The detail of an error that brings no message of its own. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Необходимо войти в учетную запись',
  403: 'Доступ запрещен',
  404: 'Ресурс не найден',
  405: 'Метод не поддерживается',
  409: 'Конфликт данных',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый формат данных',
  429: 'Слишком много запросов, попробуйте позже',
};

export const statusText = (status: number): string => STATUS_TEXT[status] ?? 'Некорректный запрос';
