/** What the back office reads about customer accounts. */
export const CUSTOMER_NOT_FOUND = 'Клиент не найден';
