import { request } from './client';
import type { MessageResponse, TokenResponse, User } from './types';

export const login = (email: string, password: string) =>
  request<TokenResponse>('/api/v1/users/login', { method: 'POST', form: { username: email, password }, anonymous: true });

export const register = (data: { name: string; surname: string; email: string; password: string; confirm_password: string }) =>
  request<MessageResponse>('/api/v1/users/register', { method: 'POST', json: data, anonymous: true });

export const logout = () => request<MessageResponse>('/api/v1/users/logout', { method: 'POST' });

export const fetchMe = () => request<User>('/api/v1/users/me');

export const forgotPassword = (email: string) =>
  request<MessageResponse>('/api/v1/users/forgot-your-password', { method: 'POST', json: { email }, anonymous: true });

export const restoreNewPassword = (data: { password: string; confirm_password: string; token: string }) =>
  request<TokenResponse>('/api/v1/users/restore-new-password', { method: 'POST', json: data, anonymous: true });

export const verifyEmail = (token: string) => request<TokenResponse>('/api/v1/users/verify-email', { query: { token }, anonymous: true });
