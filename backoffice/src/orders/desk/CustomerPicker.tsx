import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { formatPhone } from '@bulbash/rules';
import { customerFullName } from '../../customers/customerOrders';
import { newCustomerPrefill } from './deskCustomer';

interface CustomerOption {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
}

const SEARCH_DELAY_MS = 300;

/** «Ёлкина Светлана · +375 29 123-45-67 · sveta@example.by» */
export const customerOptionLabel = (customer: CustomerOption): string =>
  [customerFullName(customer), customer.phone ? formatPhone(customer.phone) : null, customer.email].filter(Boolean).join(' · ');

/**
 * The caller: typed as a phone in any usual form («8029…», «+375 29 …», «29…»), an e-mail or a
 * name, searched among customers (their own phone or their orders' phones). Nothing found:
 * «Клиент не найден» with «Новый клиент», which switches the form to a new customer with what
 * was typed already filled in (the phone, or the name).
 */
export const CustomerPicker = () => {
  const { setValue } = useFormContext();
  const { field, fieldState } = useController({ name: 'user_id', rules: { required: 'Выберите клиента или «Новый клиент»' } });
  const [input, setInput] = useState('');
  /** What the manager typed (not the label of a picked customer): what is searched. */
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<CustomerOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useGetList<CustomerOption>(
    'customers',
    { filter: { q: query }, pagination: { page: 1, perPage: 10 }, sort: { field: 'last_order_date', order: 'DESC' } },
    { enabled: query.length > 0 },
  );
  const newCustomer = () => {
    setValue('customer_mode', 'new');
    setValue('user_id', undefined);
    for (const [name, value] of Object.entries(newCustomerPrefill(typed))) setValue(`customer.${name}`, value, { shouldDirty: true });
  };
  return (
    <Autocomplete<CustomerOption>
      options={query ? (data ?? []) : []}
      loading={isFetching}
      value={picked && picked.id === field.value ? picked : null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        setInput(value);
        if (reason !== 'reset') setTyped(value);
      }}
      onChange={(_event, customer) => {
        setPicked(customer);
        field.onChange(customer?.id ?? undefined);
      }}
      filterOptions={(options) => options}
      getOptionLabel={customerOptionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loadingText="Ищем…"
      noOptionsText={
        query ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
            <Typography variant="body2">Клиент не найден</Typography>
            <Button size="small" variant="outlined" onMouseDown={(event) => event.preventDefault()} onClick={newCustomer}>
              Новый клиент
            </Button>
          </Box>
        ) : (
          'Введите телефон, e-mail или имя'
        )
      }
      sx={{ maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Клиент: телефон, e-mail или имя"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Телефон — в любом виде: 8029…, +375 29 …, 29…'}
        />
      )}
    />
  );
};
