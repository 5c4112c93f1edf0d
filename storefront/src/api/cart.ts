import { request } from './client';
import type { GuestPlan, MessageResponse, ServerCart } from './types';

export const fetchCart = () => request<ServerCart>('/api/v1/cart/get-items-from-cart');

export const addToCart = (product_id: number, quantity: number) =>
  request<MessageResponse & { id: number }>('/api/v1/cart/add-item-to-cart', { method: 'POST', json: { product_id, quantity } });

export const updateCartQuantity = (id: number, quantity: number) =>
  request<MessageResponse>('/api/v1/cart/update-quantity-item-in-cart', { method: 'PATCH', json: { id, quantity }, keepalive: true });

export const deleteCartItem = (id: number) => request<MessageResponse>(`/api/v1/cart/delete-item-from-cart/${id}`, { method: 'DELETE' });

export const fetchGuestPlan = (guests: number, excluded: readonly string[] = []) =>
  request<GuestPlan>('/api/v1/cart/guest-plan', {
    query: excluded.length > 0 ? { guests, exclude_allergens: excluded.join(',') } : { guests },
  });
