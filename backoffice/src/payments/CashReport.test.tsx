import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CashReportTable } from './CashReport';

describe('«Касса» table', () => {
  it('shows a row per day with the amounts per method (online card and ERIP included), refunds negative, and the totals', () => {
    render(
      <CashReportTable
        report={{
          from: '2026-12-04',
          to: '2026-12-06',
          days: [
            { date: '2026-12-05', cash: 0.3, card: 150.5, card_online: 250, erip: 100, transfer: 0, total: 500.8, count: 5 },
            { date: '2026-12-06', cash: 0, card: -50.25, card_online: -20, erip: 0, transfer: 0, total: -70.25, count: 2 },
          ],
          totals: { cash: 0.3, card: 100.25, card_online: 230, erip: 100, transfer: 0, total: 430.55, count: 7 },
        }}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Касса по дням' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'ДатаНаличныеКартаКартой онлайнЕРИППереводИтогоОпераций',
      '05.12.20260,30 byn150,50 byn250,00 byn100,00 byn0,00 byn500,80 byn5',
      '06.12.20260,00 byn-50,25 byn-20,00 byn0,00 byn0,00 byn-70,25 byn2',
      'Итого за период0,30 byn100,25 byn230,00 byn100,00 byn0,00 byn430,55 byn7',
    ]);
  });

  it('says so when no money came in', () => {
    const { container } = render(
      <CashReportTable
        report={{
          from: '2026-11-01',
          to: '2026-11-30',
          days: [],
          totals: { cash: 0, card: 0, transfer: 0, card_online: 0, erip: 0, total: 0, count: 0 },
        }}
      />,
    );
    expect(container.textContent).toBe('За эти дни денег не поступало.');
    expect(container.querySelector('table')).toBeNull();
  });
});
