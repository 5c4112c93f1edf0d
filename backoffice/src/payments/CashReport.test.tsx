import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CashReportTable } from './CashReport';

describe('«Касса» table', () => {
  it('shows a row per day with the amounts per method, refunds negative, and the totals', () => {
    render(
      <CashReportTable
        report={{
          from: '2026-12-04',
          to: '2026-12-06',
          days: [
            { date: '2026-12-05', cash: 0.3, card: 150.5, transfer: 0, total: 150.8, count: 3 },
            { date: '2026-12-06', cash: 0, card: -50.25, transfer: 0, total: -50.25, count: 1 },
          ],
          totals: { cash: 0.3, card: 100.25, transfer: 0, total: 100.55, count: 4 },
        }}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Касса по дням' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'ДатаНаличныеКартаПереводИтогоОпераций',
      '05.12.20260,30 byn150,50 byn0,00 byn150,80 byn3',
      '06.12.20260,00 byn-50,25 byn0,00 byn-50,25 byn1',
      'Итого за период0,30 byn100,25 byn0,00 byn100,55 byn4',
    ]);
  });

  it('says so when no money came in', () => {
    const { container } = render(
      <CashReportTable
        report={{ from: '2026-11-01', to: '2026-11-30', days: [], totals: { cash: 0, card: 0, transfer: 0, total: 0, count: 0 } }}
      />,
    );
    expect(container.textContent).toBe('За эти дни денег не поступало.');
    expect(container.querySelector('table')).toBeNull();
  });
});
