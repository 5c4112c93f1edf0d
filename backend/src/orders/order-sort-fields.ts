/** Sortable fields of the back office's order list: public field name → query expression (anything else → 400). */
export const ORDER_SORT: Record<string, string> = {
  id: 'order.id',
  user_id: 'order.userId',
  payment_method: 'order.paymentMethod',
  status: 'order.status',
  total_cost: 'order.totalCost',
  date_created: 'order.dateCreated',
  first_name: 'order.firstName',
  surname: 'order.surname',
  contact_phone: 'order.contactPhone',
  delivery_at: 'order.deliveryAt',
};
