import { ConflictException } from '@nestjs/common';
import { ONLINE_PAYMENT_OFF } from './payment.messages';
import { PaymentProvider } from './providers/payment-provider';

/** The configured provider, or 409 «Онлайн-оплата не подключена» without BEPAID_SHOP_ID. */
export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new ConflictException(ONLINE_PAYMENT_OFF);
  return provider;
}

/** Where bePaid posts its notifications (under the API prefix); app.factory keeps the raw body for this path only. */
export const BEPAID_NOTIFICATIONS_PATH = 'payments/bepaid/notifications';
