import {
  DEFAULT_LATE_CHARGE_PERCENT,
  DEFAULT_LUNCH_CUTOFF,
  DEFAULT_LUNCH_WEEKDAYS,
  LUNCH_CONTRACT_STATUSES,
  LUNCH_STATUS_LABELS,
  type LunchContractStatus,
} from '@bulbash/rules';

export { WEEKDAY_CHOICES } from '@bulbash/rules';

export const LUNCH_STATUS_CHOICES = LUNCH_CONTRACT_STATUSES.map((id) => ({ id, name: LUNCH_STATUS_LABELS[id] }));

export const LUNCH_STATUS_COLORS: Record<LunchContractStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  paused: 'warning',
  ended: 'default',
};

/** A new contract: Monday to Friday at 12:30, changes until 10:00 the day before, late changes charged in full. */
export const newContractDefaults = (startsOn: string) => ({
  weekdays: [...DEFAULT_LUNCH_WEEKDAYS],
  delivery_time: '12:30',
  cutoff_time: DEFAULT_LUNCH_CUTOFF,
  late_charge_percent: DEFAULT_LATE_CHARGE_PERCENT,
  starts_on: startsOn,
});

/** The status moves of the show page's actions. */
export const STATUS_MOVES: Record<LunchContractStatus, Array<{ to: LunchContractStatus; label: string }>> = {
  active: [
    { to: 'paused', label: 'Приостановить' },
    { to: 'ended', label: 'Завершить' },
  ],
  paused: [
    { to: 'active', label: 'Возобновить' },
    { to: 'ended', label: 'Завершить' },
  ],
  ended: [],
};
