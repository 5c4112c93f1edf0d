import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { OrderItems } from './OrderShow';

afterEach(cleanup);

const record = (servicesTotal: number) => ({
  id: 7,
  order_items: [
    { product_id: 1, name: 'Драники', image_path: null, product_cost: 20, quantity: 10, kind: 'dish', unit: null },
    ...(servicesTotal
      ? [{ product_id: null, name: 'Официант', image_path: null, product_cost: 25, quantity: 4, kind: 'service', unit: 'час' }]
      : []),
  ],
  items_total: 200 + servicesTotal,
  services_total: servicesTotal,
  delivery_cost: 0,
  adjustments: [],
  adjustments_total: 0,
  total_cost: 200 + servicesTotal,
});

/** The amount in the row whose first text cell says `label`. */
const amount = (label: string) => {
  const row = screen.getByText(label, { selector: 'td' }).closest('tr') as HTMLElement;
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 1].textContent?.replace(/\u00a0/g, ' ');
};

describe('the order page’s lines', () => {
  it('shows the services of a quote apart from the dishes', () => {
    render(
      <RecordContextProvider value={record(100)}>
        <OrderItems />
      </RecordContextProvider>,
    );
    expect(amount('Блюда')).toBe('200,00 byn');
    expect(amount('Услуги')).toBe('100,00 byn');
  });

  it('has no «Услуги» row without services', () => {
    render(
      <RecordContextProvider value={record(0)}>
        <OrderItems />
      </RecordContextProvider>,
    );
    expect(amount('Блюда')).toBe('200,00 byn');
    expect(screen.queryByText('Услуги', { selector: 'td' })).toBeNull();
  });
});
