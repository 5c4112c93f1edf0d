import { request } from './client';
import type { AddItemsAnswer, Enquiry, EnquiryAnswer, EnquiryPayload, EventFormat, EventMenu } from './types';

export interface MenuParams {
  guests: number;
  format: string;
  budget_per_guest?: number | null;
  vegetarian?: number;
  exclude_allergens?: string[];
}

export const EVENT_FORMATS_URL = '/api/v1/events/formats';

export const fetchEventFormats = (signal?: AbortSignal) => request<EventFormat[]>(EVENT_FORMATS_URL, { signal, anonymous: true });

export const fetchEventMenu = (params: MenuParams, signal?: AbortSignal) =>
  request<EventMenu>('/api/v1/events/menu', {
    signal,
    anonymous: true,
    query: {
      guests: params.guests,
      format: params.format,
      budget_per_guest: params.budget_per_guest ?? undefined,
      vegetarian: params.vegetarian || undefined,
      exclude_allergens: params.exclude_allergens?.join(',') || undefined,
    },
  });

export const sendEnquiry = (payload: EnquiryPayload) =>
  request<EnquiryAnswer>('/api/v1/events/enquiries', { method: 'POST', json: payload });

export const fetchMyEnquiries = () => request<Enquiry[]>('/api/v1/events/my-enquiries');

export const addItemsToCart = (items: Array<{ product_id: number; quantity: number }>, guests: number) =>
  request<AddItemsAnswer>('/api/v1/cart/add-items', { method: 'POST', json: { items, guests } });
