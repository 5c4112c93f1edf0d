import { ValueTransformer } from 'typeorm';
import { fromMinor, toMinor, toMoney } from '@bulbash/rules';

/** DECIMAL(10,2) column <-> number; MySQL hands DECIMAL back as a string. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => (value === null || value === undefined ? value : fromMinor(toMinor(value)).toFixed(2)),
  from: (value: string | number | null) => (value === null ? null : toMoney(value)),
};
