import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { StaffRole } from '@bulbash/rules';
import { authAs } from '../test/authAs';
import { i18nProvider } from '../i18n/i18nProvider';
import { CostingPanel } from './CostingPanel';
import type { Costing } from './costingApi';
import { allowConsole } from '../test/console';

afterEach(cleanup);

const renderPanel = (costing: () => Promise<Costing>, role: StaffRole = 'owner') => {
  const getCosting = vi.fn(costing);
  render(
    <AdminContext dataProvider={testDataProvider({ getCosting } as never)} authProvider={authAs(role)} i18nProvider={i18nProvider}>
      <CostingPanel subject={{ enquiry_id: 12 }} />
    </AdminContext>,
  );
  return getCosting;
};

describe('CostingPanel', { timeout: 60_000 }, () => {
  it('shows an event’s revenue, food cost and margin, and warns below the minimum', async () => {
    const getCosting = renderPanel(async () => ({
      revenue: 540,
      food_cost: 231.4,
      margin: 308.6,
      margin_percent: 57.1,
      min_margin_percent: 60,
      below_min: true,
      without_recipe: [],
    }));
    const panel = await screen.findByRole('region', { name: 'Себестоимость и маржа' });
    expect(getCosting).toHaveBeenCalledWith({ enquiry_id: 12 });
    expect(await within(panel).findByText(/^308,60\sbyn$/)).toBeTruthy();
    expect(panel.textContent).toContain('540,00\u00a0byn');
    expect(panel.textContent).toContain('231,40\u00a0byn');
    expect(panel.textContent).toContain('Маржа 57,1\u00a0% ниже минимальной (60\u00a0%).');
    expect(panel.textContent).not.toContain('техкарт');
  });

  it('says «нет техкарты» for a food cost or margin the API cannot count, never 0,00 byn, and names the dishes', async () => {
    renderPanel(async () => ({
      revenue: 750,
      food_cost: null,
      margin: null,
      margin_percent: null,
      min_margin_percent: 60,
      below_min: null,
      without_recipe: [{ product_id: 9, name: 'Колдуны', quantity: 25 }],
    }));
    const panel = await screen.findByRole('region', { name: 'Себестоимость и маржа' });
    expect(await within(panel).findAllByText('нет техкарты')).toHaveLength(3);
    expect(panel.textContent).toContain('750,00\u00a0byn');
    expect(within(panel).queryByText(/^0,00\sbyn$/)).toBeNull();
    expect(panel.textContent).toContain('Колдуны × 25');
  });

  it('leaves out what the role may not see (the kitchen: food cost only)', async () => {
    renderPanel(
      async () => ({
        revenue: null,
        food_cost: 231.4,
        margin: null,
        margin_percent: null,
        min_margin_percent: 60,
        below_min: null,
        without_recipe: [],
      }),
      'kitchen',
    );
    const panel = await screen.findByRole('region', { name: 'Себестоимость и маржа' });
    expect(await within(panel).findByText(/^231,40\sbyn$/)).toBeTruthy();
    expect(within(panel).queryByText(/Маржа/)).toBeNull();
    expect(within(panel).queryByText('нет техкарты')).toBeNull();
  });

  it('shows the API’s refusal instead of the figures', async () => {
    allowConsole(/Заказ не найден/);
    renderPanel(async () => {
      throw new Error('Заказ не найден');
    });
    expect(await screen.findByText('Заказ не найден')).toBeTruthy();
    expect(screen.queryByText(/ниже минимальной/)).toBeNull();
  });
});
