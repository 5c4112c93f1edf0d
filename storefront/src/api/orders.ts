import { request } from './client';
import type { MessageResponse, NewOrder, Order, OrderShort } from './types';

export const createOrder = (order: NewOrder) =>
  request<MessageResponse & { order_id: number }>('/api/v1/order/create-new-order', { method: 'POST', json: order });

export const fetchUserOrders = () => request<{ data: OrderShort[] }>('/api/v1/order/get-all-user-orders');

export const fetchUserOrder = (id: number) => request<Order>(`/api/v1/order/get-user-orders/${id}`);
