import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { CostingPanel } from './CostingPanel';

afterEach(cleanup);

describe('CostingPanel', { timeout: 60_000 }, () => {
  it('shows an event’s revenue, food cost and margin, warns below the minimum and names the dishes without a recipe', async () => {
    const getCosting = vi.fn(async () => ({
      revenue: 540,
      food_cost: 231.4,
      margin: 308.6,
      margin_percent: 57.1,
      min_margin_percent: 60,
      below_min: true,
      without_recipe: [{ product_id: 9, name: 'Колдуны', quantity: 25 }],
    }));
    render(
      <AdminContext dataProvider={testDataProvider({ getCosting } as never)} i18nProvider={i18nProvider}>
        <CostingPanel subject={{ enquiry_id: 12 }} />
      </AdminContext>,
    );
    const panel = await screen.findByRole('region', { name: 'Себестоимость и маржа' });
    expect(getCosting).toHaveBeenCalledWith({ enquiry_id: 12 });
    expect(panel.textContent).toContain('540,00\u00a0byn');
    expect(panel.textContent).toContain('231,40\u00a0byn');
    expect(panel.textContent).toContain('308,60\u00a0byn');
    expect(panel.textContent).toContain('Маржа 57,1\u00a0% ниже минимальной (60\u00a0%).');
    expect(panel.textContent).toContain('Колдуны × 25');
  });

  it('shows the API’s refusal instead of the figures', async () => {
    const getCosting = vi.fn(async () => {
      throw new Error('Заказ не найден');
    });
    render(
      <AdminContext dataProvider={testDataProvider({ getCosting } as never)} i18nProvider={i18nProvider}>
        <CostingPanel subject={{ order_id: 404 }} />
      </AdminContext>,
    );
    expect(await screen.findByText('Заказ не найден')).toBeTruthy();
    expect(screen.queryByText(/ниже минимальной/)).toBeNull();
  });
});
