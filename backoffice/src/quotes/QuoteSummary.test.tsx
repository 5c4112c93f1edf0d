import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QuoteSummary, type SummaryProduct } from './QuoteSummary';
import type { QuoteFormValues } from './quoteValues';

afterEach(cleanup);

const products: SummaryProduct[] = [
  { id: 1, category_id: 10, people_numbers: 10, price: 100 },
  { id: 2, category_id: 10, people_numbers: 5, price: 45.5 },
  { id: 3, category_id: 20, people_numbers: 8, price: 60 },
];
const names: Record<number, string> = { 10: 'Канапе', 20: 'Салаты' };

const base: QuoteFormValues = {
  guests: 40,
  delivery_method: 'delivery',
  delivery_distance_km: 10,
  dish_lines: [
    { product_id: 1, quantity: 3, unit_price: null }, // catalogue: 3 × 100 = 300
    { product_id: 2, quantity: 2, unit_price: 40 }, // own price: 2 × 40 = 80
    { product_id: 3, quantity: 5, unit_price: null }, // 5 × 60 = 300
  ],
  service_lines: [
    { name: 'Официант', unit: 'час', quantity: 8, unit_price: 15 }, // 120
    { name: 'Аренда посуды', unit: 'шт.', quantity: 40, unit_price: 2.5 }, // 100
  ],
  discount_mode: 'percent',
  discount_value: 5,
  deposit_percent: 50,
};

const summary = (values: QuoteFormValues) => {
  render(<QuoteSummary values={values} products={products} categoryName={(id) => names[id]} />);
  return screen.getByRole('region', { name: 'Итоги предложения' });
};

const row = (region: HTMLElement, label: string | RegExp) => {
  const cell = within(region).getByText(label);
  return cell.parentElement?.textContent ?? '';
};

describe('the quote editor’s live totals', () => {
  it('adds dishes (catalogue or own price), services and delivery, takes the percent discount off, per guest and deposit', () => {
    const region = summary(base);
    expect(row(region, 'Блюда')).toContain('680,00');
    expect(row(region, 'Услуги')).toContain('220,00');
    expect(row(region, 'Доставка')).toContain('10,00');
    // 5 % of 900 (dishes + services) = 45
    expect(row(region, 'Скидка')).toContain('−45,00');
    expect(row(region, 'Всего')).toContain('865,00');
    expect(row(region, 'На гостя (40)')).toContain('21,63');
    expect(row(region, 'Предоплата 50 %')).toContain('432,50');
    expect(row(region, 'Остаток')).toContain('432,50');
  });

  it('follows the form: an amount discount, pickup, fewer guests', () => {
    const region = summary({ ...base, discount_mode: 'amount', discount_value: 100, delivery_method: 'pickup', guests: 20 });
    expect(row(region, 'Доставка')).toContain('0,00');
    expect(row(region, 'Скидка')).toContain('−100,00');
    expect(row(region, 'Всего')).toContain('800,00');
    expect(row(region, 'На гостя (20)')).toContain('40,00');
  });

  it('warns when the discount is more than the dishes and services', () => {
    const region = summary({ ...base, discount_mode: 'amount', discount_value: 2000 });
    expect(within(region).getByRole('alert').textContent).toContain('Скидка больше суммы блюд и услуг');
    expect(row(region, 'Всего')).toContain('10,00');
  });

  it('shows the guest plan’s coverage of each category for the guests', () => {
    const region = summary(base);
    const coverage = within(region).getByRole('list', { name: 'Покрытие' });
    // Канапе: 3 × 10 + 2 × 5 = 40 of 40; Салаты: 5 × 8 = 40 of 40
    expect(coverage.textContent).toContain('Канапе: 40 из 40 порций ✓');
    expect(coverage.textContent).toContain('Салаты: 40 из 40 порций ✓');
    cleanup();
    const bigger = summary({ ...base, guests: 45 });
    expect(within(bigger).getByRole('list', { name: 'Покрытие' }).textContent).toContain('Салаты: 40 из 45 порций — не хватает');
  });
});
