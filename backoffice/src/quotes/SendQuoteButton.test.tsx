import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { Costing } from '../costing/costingApi';
import { SendQuoteButton } from './QuoteActions';

afterEach(cleanup);

const costing = (marginPercent: number, belowMin: boolean): Costing => ({
  revenue: 1400,
  food_cost: 1400 - (1400 * marginPercent) / 100,
  margin: (1400 * marginPercent) / 100,
  margin_percent: marginPercent,
  min_margin_percent: 60,
  below_min: belowMin,
  without_recipe: [],
});

function renderButton(answer: Costing) {
  const api = {
    getCosting: vi.fn(async () => answer),
    sendQuote: vi.fn(async () => ({ id: 5, status: 'sent' })),
  };
  render(
    <AdminContext dataProvider={testDataProvider(api as never)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 5, status: 'draft', contact_email: 'anna@example.by' }}>
        <SendQuoteButton />
      </RecordContextProvider>
    </AdminContext>,
  );
  return api;
}

describe('«Отправить» and the minimum margin', { timeout: 60_000 }, () => {
  it('names the margin below the minimum before the quote is sent, and sends it when confirmed', async () => {
    const api = renderButton(costing(42.5, true));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.getCosting).toHaveBeenCalledWith({ quote_id: 5 });
    expect(within(dialog).getByRole('heading').textContent).toBe('Маржа 42,5\u00a0% — ниже минимальной');
    expect(dialog.textContent).toContain('Маржа предложения 42,5\u00a0% (595,00\u00a0byn) ниже минимальной 60\u00a0%');
    expect(api.sendQuote).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(api.sendQuote).toHaveBeenCalledWith(5));
  });

  it('asks the usual question when the margin is high enough', async () => {
    renderButton(costing(71, false));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Отправить предложение №5?')).toBeTruthy();
    expect(dialog.textContent).not.toContain('ниже минимальной');
  });
});
