import { cancellationRuleText } from '@bulbash/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderShort } from '../api/types';
import { CancelOrderDialog } from './CancelOrderDialog';

const order = (freeCancelMinutes: number) =>
  ({
    id: 5,
    status: 'pending',
    payment_method: 'cash',
    total_cost: 100,
    date_created: '2026-11-20T09:00:00.000Z',
    delivery_at: '2099-12-05T15:00:00+03:00',
    free_cancel_until: null,
    paid_amount: 0,
    cancellation_terms: 'standard',
    free_cancel_minutes: freeCancelMinutes,
    cancellation_terms_text: cancellationRuleText(freeCancelMinutes),
  }) as unknown as OrderShort;

const renderFor = (minutes: number) =>
  render(<CancelOrderDialog order={order(minutes)} busy={false} onConfirm={() => undefined} onClose={() => undefined} />);

describe('the cancel dialog’s terms', () => {
  it('names the grace period of the settings', async () => {
    renderFor(30);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Отмена в течение 30 минут после оформления');
    expect(dialog).not.toHaveTextContent('15 минут');
  });

  it('says nothing of a grace period when the setting is 0', async () => {
    renderFor(0);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Отмена не позднее чем за 24 часа до времени доставки бесплатна');
    expect(dialog).not.toHaveTextContent('минут');
  });
});
