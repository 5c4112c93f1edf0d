import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatMoney } from '../shared/format';

export interface ProductOption {
  id: number;
  name: string;
  price: number;
}

const SEARCH_DELAY_MS = 300;

/** «Добавить блюдо»: enabled dishes whose name contains what the admin types, with their current price. */
export const ProductSearch = ({ onPick }: { onPick: (product: ProductOption) => void }) => {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useGetList<ProductOption>('admin-products', {
    filter: { status_enabled: true, ...(query ? { q: query } : {}) },
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Autocomplete<ProductOption>
      options={data ?? []}
      loading={isFetching}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setInput('');
      }}
      filterOptions={(options) => options}
      getOptionLabel={(product) => `${product.name} — ${formatMoney(product.price)}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="Ничего не найдено"
      loadingText="Ищем…"
      sx={{ maxWidth: 480, flex: 1 }}
      renderInput={(params) => <TextField {...params} label="Добавить блюдо (поиск по названию)" size="small" />}
    />
  );
};
