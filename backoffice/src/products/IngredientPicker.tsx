import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { IngredientUnit } from '../costing/costingApi';
import { unitName } from '../costing/units';

/** What the recipe editor needs of an ingredient. */
export interface IngredientOption {
  id: number;
  name: string;
  unit: IngredientUnit;
  price_per_unit: number;
}

interface Props {
  value: IngredientOption | null;
  onChange: (value: IngredientOption | null) => void;
  error?: string;
  /** Accessible name of the input. */
  label?: string;
}

/** Finds an ingredient by the start of its name (the ingredients list's `q`), 20 at a time. */
export function IngredientPicker({ value, onChange, error, label = 'Ингредиент' }: Props) {
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<IngredientOption[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .getList<IngredientOption & { id: number }>('ingredients', {
          filter: input.trim() ? { q: input.trim() } : {},
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'name', order: 'ASC' },
        })
        .then(({ data }) => current && setOptions(data))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, input]);

  return (
    <Autocomplete<IngredientOption>
      value={value}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name} ({unitName(option.unit)})
        </li>
      )}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText="Нет такого ингредиента — добавьте его в «Ингредиенты»"
      loadingText="Загрузка…"
      size="small"
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
