import {
  DEFAULT_LATE_CHARGE_PERCENT,
  DEFAULT_LUNCH_CUTOFF_TIME,
  DEFAULT_LUNCH_WEEKDAYS,
  ISO_WEEKDAYS,
  LUNCH_CONTRACT_STATUS_LABELS,
  LUNCH_CONTRACT_STATUSES,
  WEEKDAY_SHORT_NAMES,
  type LunchContractStatus,
} from '@bulbash/rules';

export const LUNCH_STATUS_CHOICES = LUNCH_CONTRACT_STATUSES.map((id) => ({ id, name: LUNCH_CONTRACT_STATUS_LABELS[id] }));

export const LUNCH_STATUS_COLORS: Record<LunchContractStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  paused: 'warning',
  ended: 'default',
};

/** The working days as checkboxes: ISO 1–7 with their short Russian names. */
export const WEEKDAY_CHOICES = ISO_WEEKDAYS.map((id) => ({ id, name: WEEKDAY_SHORT_NAMES[id - 1] }));

/** A new contract: Monday to Friday at 12:30, changes until 10:00 the day before, late changes charged in full. */
export const newContractDefaults = (startsOn: string) => ({
  weekdays: [...DEFAULT_LUNCH_WEEKDAYS],
  delivery_time: '12:30',
  cutoff_time: DEFAULT_LUNCH_CUTOFF_TIME,
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
