import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { PurchaseListData } from '../costing/costingApi';
import PurchaseList from './PurchaseList';
import { comingSaturday, comingWeekend } from './weekend';
import { allowConsole } from '../test/console';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const list = (from: string, to: string): PurchaseListData => ({
  from,
  to,
  orders: [31, 32],
  suppliers: [
    {
      supplier: 'Комаровка',
      items: [
        {
          ingredient_id: 1,
          name: 'Картофель',
          unit: 'kg',
          quantity: 12.4,
          pack_size: 5,
          packs: 3,
          to_buy: 15,
          price_per_unit: 1.2,
          cost: 18,
        },
        {
          ingredient_id: 3,
          name: 'Лук',
          unit: 'kg',
          quantity: 0.75,
          pack_size: null,
          packs: null,
          to_buy: 0.75,
          price_per_unit: 2,
          cost: 1.5,
        },
      ],
      cost: 19.5,
    },
    {
      supplier: null,
      items: [
        {
          ingredient_id: 2,
          name: 'Сметана 20 %',
          unit: 'l',
          quantity: 1.5,
          pack_size: null,
          packs: null,
          to_buy: 1.5,
          price_per_unit: 6.5,
          cost: 9.75,
        },
      ],
      cost: 9.75,
    },
  ],
  total_cost: 29.25,
  without_recipe: [{ product_id: 9, name: 'Колдуны', quantity: 25 }],
});

// Wednesday 25 November 2026, 10:00 in Minsk.
const now = new Date('2026-11-25T07:00:00Z');

describe('«Закупка»', { timeout: 60_000 }, () => {
  it('opens on the coming Saturday, shows a table per supplier with ticks and totals, the dishes without a recipe, and downloads the PDF and the CSV', async () => {
    const getPurchaseList = vi.fn(async ({ from, to }: { from: string; to: string }) => list(from, to));
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(String(input));
      return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    });
    const created = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    render(
      <AdminContext dataProvider={testDataProvider({ getPurchaseList } as never)} i18nProvider={i18nProvider}>
        <PurchaseList now={now} />
      </AdminContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Закупка на 28.11.2026' })).toBeTruthy();
    expect(getPurchaseList).toHaveBeenCalledWith({ from: '2026-11-28', to: '2026-11-28' });
    expect(screen.getByRole('button', { name: 'Суббота 28.11' }).getAttribute('aria-pressed')).toBe('true');

    const market = await screen.findByRole('table', { name: 'Закупка: Комаровка' });
    const potato = within(market).getByText('Картофель').closest('tr') as HTMLElement;
    expect(potato.textContent).toContain('12,4 кг');
    expect(potato.textContent).toContain('15 кг');
    expect(potato.textContent).toContain('3 уп. по 5 кг');
    expect(within(market).getByText('Итого у поставщика').closest('tr')?.textContent).toContain('19,50\u00a0byn');
    expect(screen.getByRole('table', { name: 'Закупка: Без поставщика' })).toBeTruthy();
    expect(screen.getByLabelText('Итого закупка').textContent).toBe('Итого закупка: 29,25\u00a0byn');
    expect(screen.getByLabelText('Нет техкарты').textContent).toContain('Колдуны × 25');

    const tick = screen.getByRole('checkbox', { name: 'Куплено: Картофель' }) as HTMLInputElement;
    fireEvent.click(tick);
    expect(tick.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Куплено: Лук' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Выходные' }));
    await waitFor(() => expect(getPurchaseList).toHaveBeenLastCalledWith({ from: '2026-11-28', to: '2026-11-29' }));
    expect(await screen.findByRole('heading', { name: 'Закупка с 28.11.2026 по 29.11.2026' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'CSV для Excel' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    expect(urls).toEqual([
      '/api/v1/bulbash_admin/purchase-list.pdf?from=2026-11-28&to=2026-11-29',
      '/api/v1/bulbash_admin/purchase-list.csv?from=2026-11-28&to=2026-11-29',
    ]);
  });

  it('names the API’s refusal', async () => {
    allowConsole(/Период закупки — не больше 31 дня/);
    const getPurchaseList = vi.fn(async () => {
      throw new Error('Период закупки — не больше 31 дня');
    });
    render(
      <AdminContext dataProvider={testDataProvider({ getPurchaseList } as never)} i18nProvider={i18nProvider}>
        <PurchaseList now={now} />
      </AdminContext>,
    );
    expect(await screen.findByText('Период закупки — не больше 31 дня')).toBeTruthy();
  });
});

describe('the coming Saturday', () => {
  it('is today on a Saturday, the next one on a Sunday, and the weekend from a Sunday is that Sunday alone', () => {
    expect(comingSaturday(new Date('2026-11-28T20:59:00Z'))).toBe('2026-11-28');
    // 21:00 UTC on Saturday is already Sunday in Minsk.
    expect(comingSaturday(new Date('2026-11-28T21:00:00Z'))).toBe('2026-12-05');
    expect(comingWeekend(new Date('2026-11-28T21:00:00Z'))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(comingWeekend(new Date('2026-11-27T12:00:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-29' });
  });
});
