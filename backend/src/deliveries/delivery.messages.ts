/** The Russian answers of the driver's run. */
export const DELIVERY_NOT_FOUND = 'Доставка не найдена';
/** A delivery «Мои доставки» does not show today: another driver's, another day's, or not confirmed yet. */
export const DELIVERY_NOT_ON_RUN = 'Этой доставки нет в «Мои доставки» на сегодня: отметить доставленной можно только её';
export const DELIVERY_ALREADY_DONE = 'Заказ уже отмечен доставленным';
export const DELIVERY_ALREADY_ON_THE_WAY = 'Заказ уже отмечен «В пути»';
export const ON_THE_WAY_MARKED = 'Отмечено: в пути';
export const DELIVERY_CANCELED = 'Заказ отменён: отметить его доставленным нельзя';
export const DRIVER_ID_RULE = 'driver_id: укажите id водителя (сотрудника с ролью «Водитель») или null, чтобы снять назначение';
export const DRIVER_NOT_FOUND = 'driver_id: такого водителя нет — выберите активного сотрудника с ролью «Водитель»';
/** The history line of a delivery: «Доставлено (водитель driver@example.by)». */
/** The history line of a driver setting out: «В пути (водитель driver@example.by)». */
export const onTheWayNote = (email: string | null) => `В пути${email ? ` (${email})` : ''}`;
export const deliveredNote = (email: string | null) => `Доставлено${email ? ` (${email})` : ''}`;
