/** What the back office reads from the audit log's routes. */
export const AUDIT_ENTRY_NOT_FOUND = 'Запись журнала не найдена';
