import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { Recipe } from '../costing/costingApi';
import { RecipeEditor } from './RecipeEditor';

afterEach(cleanup);

const potato = { id: 1, name: 'Картофель', unit: 'kg' as const, price_per_unit: 1.2 };
const cream = { id: 2, name: 'Сметана 20 %', unit: 'l' as const, price_per_unit: 6.5 };

const saved: Recipe = {
  product_id: 7,
  yield_portions: 4,
  lines: [
    { ingredient_id: 1, name: 'Картофель', unit: 'kg', quantity: 0.5, waste_percent: 20, price_per_unit: 1.2, cost: 0.72 },
    { ingredient_id: 2, name: 'Сметана 20 %', unit: 'l', quantity: 0.1, waste_percent: 0, price_per_unit: 6.5, cost: 0.65 },
  ],
  food_cost: 0.34,
  allergens_to_check: ['milk'],
};

const potatoOnly: Recipe = {
  product_id: 7,
  yield_portions: 1,
  lines: [{ ingredient_id: 1, name: 'Картофель', unit: 'kg', quantity: 0.3, waste_percent: 20, price_per_unit: 1.2, cost: 0.43 }],
  food_cost: 0.43,
  allergens_to_check: [],
};

function renderEditor(loaded: Recipe = potatoOnly) {
  const api = {
    getRecipe: vi.fn(async (): Promise<Recipe> => loaded),
    saveRecipe: vi.fn(async (): Promise<Recipe> => saved),
    confirmAllergens: vi.fn(async (): Promise<Recipe> => ({ ...saved, allergens_to_check: [] })),
    getList: vi.fn(async (_resource: string, params: { filter: { q?: string } }) => {
      const rows = [potato, cream].filter((row) => !params.filter.q || row.name.startsWith(params.filter.q));
      return { data: rows, total: rows.length };
    }),
  };
  render(
    <AdminContext dataProvider={testDataProvider(api as never)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 7, name: 'Драники', price: 12, allergens: [] }}>
        <RecipeEditor />
      </RecordContextProvider>
    </AdminContext>,
  );
  return api;
}

const figure = (label: string) => screen.getByLabelText(label).textContent;

describe('RecipeEditor («Техкарта»)', { timeout: 60_000 }, () => {
  it('costs the lines live, refuses a bad quantity, saves the recipe and confirms the allergens it flags', async () => {
    const api = renderEditor();
    await screen.findByDisplayValue('Картофель');
    // 0.3 kg × 1.2 (20 % waste) × 1.20 byn = 0.432 → 0,43 byn; price 12 → margin 11,57 (96,4 %).
    expect(screen.getByTestId('line-cost-0').textContent).toBe('0,43\u00a0byn');
    expect(figure('Себестоимость единицы')).toBe('0,43\u00a0byn');
    expect(figure('Маржа')).toBe('11,57\u00a0byn');
    expect(figure('Маржа, %')).toBe('96,4\u00a0%');

    fireEvent.change(screen.getByLabelText('Количество 1'), { target: { value: '0,5' } });
    expect(screen.getByTestId('line-cost-0').textContent).toBe('0,72\u00a0byn');

    // A second line through the ingredient search.
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ингредиент' }));
    const picker = screen.getByLabelText('Ингредиент 2');
    fireEvent.change(picker, { target: { value: 'Сме' } });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Сметана 20 % (л)' }));
    await waitFor(() => expect(api.getList).toHaveBeenCalledWith('ingredients', expect.objectContaining({ filter: { q: 'Сме' } })));
    fireEvent.change(screen.getByLabelText('Количество 2'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Записать техкарту' }));
    expect(await screen.findByText('Количество больше нуля')).toBeTruthy();
    expect(api.saveRecipe).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Количество 2'), { target: { value: '0.1' } });
    expect(screen.getByTestId('line-cost-1').textContent).toBe('0,65\u00a0byn');
    fireEvent.change(screen.getByLabelText('Выход, единиц блюда'), { target: { value: '4' } });
    // (0.72 + 0.65) / 4 = 0.3425 → 0,34 byn.
    expect(figure('Себестоимость единицы')).toBe('0,34\u00a0byn');

    fireEvent.click(screen.getByRole('button', { name: 'Записать техкарту' }));
    await waitFor(() =>
      expect(api.saveRecipe).toHaveBeenCalledWith(7, {
        yield_portions: 4,
        lines: [
          { ingredient_id: 1, quantity: 0.5, waste_percent: 20 },
          { ingredient_id: 2, quantity: 0.1, waste_percent: 0 },
        ],
      }),
    );
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Проверьте аллергены')).toBeTruthy();
    expect(warning.textContent).toContain('молоко и лактоза');

    fireEvent.click(within(warning).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(api.confirmAllergens).toHaveBeenCalledWith(7));
    await waitFor(() => expect(screen.queryByText('Проверьте аллергены')).toBeNull());
  });

  it('a dish without a recipe reads «нет техкарты» for its food cost and margin, not 0,00 byn and the whole price', async () => {
    renderEditor({ product_id: 7, yield_portions: 1, lines: [], food_cost: null, allergens_to_check: [] });
    expect(await screen.findByText('Техкарты нет: добавьте ингредиенты.')).toBeTruthy();
    expect(figure('Себестоимость единицы')).toBe('нет техкарты');
    expect(figure('Маржа')).toBe('нет техкарты');
    expect(figure('Маржа, %')).toBe('нет техкарты');
    expect(figure('Цена')).toBe('12,00\u00a0byn');
  });
});
