import { TextInput, type TextInputProps } from 'react-admin';
import { formatMoneyText, MONEY_TEXT_ERROR, parseMoneyText } from './moneyText';

/** A typed amount the form keeps as text until it is a valid one, so the check below can name it. */
const parse = (text: string) => (text.trim() === '' ? null : (parseMoneyText(text) ?? text));
const validMoney = (value: unknown) => (typeof value === 'string' ? MONEY_TEXT_ERROR : undefined);

/**
 * A money field that takes «45,50» and «45.50» alike (a number input read «45,50» as 4550) and
 * refuses anything that is not an amount with at most two decimals, before anything is saved.
 */
export const MoneyInput = ({ validate, ...props }: Omit<TextInputProps, 'parse' | 'format'>) => (
  <TextInput
    {...props}
    parse={parse}
    format={formatMoneyText}
    validate={[validMoney, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])]}
    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
  />
);
