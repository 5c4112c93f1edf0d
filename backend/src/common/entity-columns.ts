import { ColumnOptions } from 'typeorm';
import { decimalTransformer } from './money';

/** Column options shared by every entity, so SQLite and MySQL get the same shapes. */
export const moneyColumn: ColumnOptions = { type: 'decimal', precision: 10, scale: 2, transformer: decimalTransformer };
export const timestampColumn: ColumnOptions = { type: 'datetime', precision: 6 };
