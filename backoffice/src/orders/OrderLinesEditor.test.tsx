import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { OrderLinesEditor } from './OrderLinesEditor';
import { addLine, linesChanged, linesFromItems, linesRequest, orderTotals, type EditLine } from './orderLines';

afterEach(cleanup);

const items = [
  { product_id: 3, name: 'Бокс 01', product_cost: 45.5, quantity: 2 },
  { product_id: 8, name: 'Канапе', product_cost: 2.1, quantity: 30 },
];

/** The editor as the order form holds it: lines in state, totals from the rules, a delivery of 12 km. */
const Harness = ({ adjustments = 0 }: { adjustments?: number }) => {
  const [lines, setLines] = useState<EditLine[]>(linesFromItems(items).lines);
  const totals = orderTotals({ lines, deliveryMethod: 'delivery', distanceKm: 12, adjustments });
  return (
    <>
      <button onClick={() => setLines((current) => addLine(current, { id: 11, name: 'Драники', price: 3.35 }))}>добавить</button>
      <OrderLinesEditor lines={lines} totals={totals} onChange={setLines} />
    </>
  );
};

const cell = (label: string) => screen.getByRole('cell', { name: label }).textContent?.replace(/\s/g, ' ');

// The first render pays for importing MUI: on a loaded 2-core machine that alone can pass 5 s.
describe('order lines editor', { timeout: 30_000 }, () => {
  it('shows the totals of the order as loaded: dishes, delivery by the km rule, the new total', () => {
    render(<Harness />);
    expect(cell('Блюда')).toBe('154,00 byn'); // 2 × 45,50 + 30 × 2,10
    expect(cell('Доставка')).toBe('12,00 byn');
    expect(cell('Новая сумма')).toBe('166,00 byn');
  });

  it('recomputes when a quantity changes, a dish is added or removed, and keeps adjustments', () => {
    render(<Harness adjustments={-10} />);
    fireEvent.change(screen.getByLabelText('Количество: Бокс 01'), { target: { value: '3' } });
    expect(cell('Блюда')).toBe('199,50 byn');
    fireEvent.click(screen.getByText('добавить'));
    fireEvent.click(screen.getByText('добавить'));
    const table = screen.getByRole('table', { name: 'Блюда заказа' });
    expect(within(table).getByText('Драники')).toBeTruthy();
    expect((screen.getByLabelText('Количество: Драники') as HTMLInputElement).value).toBe('2');
    expect(cell('Блюда')).toBe('206,20 byn');
    expect(cell('Корректировки')).toBe('-10,00 byn');
    fireEvent.click(screen.getByRole('button', { name: 'Убрать: Канапе' }));
    expect(cell('Блюда')).toBe('143,20 byn');
    expect(cell('Новая сумма')).toBe('145,20 byn');
  });

  it('counts a quantity being typed as nothing and marks it', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Количество: Канапе');
    fireEvent.change(input, { target: { value: '' } });
    expect(cell('Блюда')).toBe('91,00 byn');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('order lines rules', () => {
  it('keeps the stored delivery cost while method and km stay, and refuses a distance beyond 25 km', () => {
    const { lines } = linesFromItems(items);
    const stored = { method: 'delivery' as const, distanceKm: 12, cost: 10 };
    expect(orderTotals({ lines, deliveryMethod: 'delivery', distanceKm: 12, storedDelivery: stored, adjustments: 0 }).total).toBe(164);
    expect(orderTotals({ lines, deliveryMethod: 'pickup', distanceKm: 12, storedDelivery: stored, adjustments: 0 }).total).toBe(154);
    const far = orderTotals({ lines, deliveryMethod: 'delivery', distanceKm: 30, adjustments: 0 });
    expect(far.delivery).toBeNull();
    expect(far.total).toBeNull();
  });

  it('sends lines only when they changed, as product ids and quantities', () => {
    const { lines, orphans } = linesFromItems([...items, { product_id: null, name: 'Снято с продажи', product_cost: 5, quantity: 1 }]);
    expect(orphans).toHaveLength(1);
    expect(linesChanged(lines, [...lines])).toBe(false);
    const more = addLine(lines, { id: 3, name: 'Бокс 01', price: 50 });
    expect(linesChanged(lines, more)).toBe(true);
    expect(linesRequest(more)).toEqual([
      { product_id: 3, quantity: 3 },
      { product_id: 8, quantity: 30 },
    ]);
  });
});
