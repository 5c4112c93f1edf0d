import { request } from './client';
import type { TelegramLink, TelegramStatus } from './types';

/** Whether the shop has a Telegram bot, and whether a chat gets the signed-in customer's order news. */
export const fetchTelegramStatus = () => request<TelegramStatus>('/api/v1/users/me/telegram');

/** A fresh one-time `t.me/<bot>?start=<token>` link (older ones stop working). */
export const createTelegramLink = () => request<TelegramLink>('/api/v1/users/me/telegram-link', { method: 'POST' });

/** «Отключить»: the chat stops getting the account's order news. */
export const unlinkTelegram = () => request<TelegramStatus>('/api/v1/users/me/telegram', { method: 'DELETE' });
