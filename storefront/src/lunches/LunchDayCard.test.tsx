import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LunchContract, LunchDay } from '../api/lunches';
import { LunchDayCard } from './LunchDayCard';

const contract = { starts_on: '2026-12-01', ends_on: null, status: 'active', late_charge_percent: 100 } as unknown as LunchContract;
const holiday: LunchDay = {
  date: '2027-01-07',
  headcount: 30,
  set: null,
  diet_note: null,
  skipped: true,
  holiday: 'Рождество Христово (православное)',
  editable: true,
  cutoff_at: '2027-01-06T10:00:00+03:00',
  order_id: null,
  state: 'open',
  reason: null,
  closed_reason: null,
  sets: [],
  amount: 0,
  late_charge: 0,
};

describe('a lunch day on a public holiday', () => {
  it('names the holiday, shows the day skipped and lets the contact order it', async () => {
    const onChange = vi.fn();
    render(
      <ul>
        <LunchDayCard day={holiday} contract={contract} now={new Date('2027-01-05T09:00:00Z')} busy={false} onChange={onChange} />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'чт, 07.01' });
    expect(within(card).getByTestId('day-holiday')).toHaveTextContent('Государственный праздник: Рождество Христово (православное)');
    expect(within(card).getByText('Пропущен')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Заказать обеды на этот день' }));
    expect(onChange).toHaveBeenCalledWith(holiday, { skipped: false });
  });
});
