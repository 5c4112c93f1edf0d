import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { FILTER_DEFAULT_MAX, FILTER_DEFAULT_MIN, SEARCH_DEBOUNCE_MS } from '../shared/constants';
import { NumberField } from '../shared/NumberField';
import { useDebouncedCallback } from '../shared/useDebouncedCallback';
import type { NumberFilterKey, NumberFilterValues } from './filterParams';

export interface FilterBounds {
  price_min: number | null;
  price_max: number | null;
  weight_min: number | null;
  weight_max: number | null;
  people_numbers_min: number | null;
  people_numbers_max: number | null;
}

interface Props {
  values: NumberFilterValues;
  bounds: FilterBounds | undefined;
  onApply: (values: NumberFilterValues) => void;
  onReset: () => void;
}

const range = (min: number | null | undefined, max: number | null | undefined, unit: string) =>
  `от ${min ?? FILTER_DEFAULT_MIN} до ${max ?? FILTER_DEFAULT_MAX} ${unit}`;

/** Price, weight and people inputs; typing is applied 500 ms after the last keystroke. */
export function FilterPanel({ values, bounds, onApply, onReset }: Props) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const apply = useDebouncedCallback(onApply, SEARCH_DEBOUNCE_MS);

  const change = (key: NumberFilterKey, value: string) => {
    const clean = value.replace(/[^\d]/g, '');
    const next = { ...draft, [key]: clean };
    setDraft(next);
    apply(next);
  };

  const field = (key: NumberFilterKey, label: string, hint: string) => (
    <NumberField key={key} label={label} value={draft[key]} onChange={(value) => change(key, value)} helperText={hint} />
  );

  const priceHint = range(bounds?.price_min, bounds?.price_max, 'byn');
  const weightHint = range(bounds?.weight_min, bounds?.weight_max, 'гр.');
  const peopleHint = range(bounds?.people_numbers_min, bounds?.people_numbers_max, 'чел.');

  return (
    <Box component="form" role="search" aria-label="Фильтр товаров" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 2 }}>
      {field('price_min', 'Цена от, руб.', priceHint)}
      {field('price_max', 'Цена до, руб.', priceHint)}
      {field('weight_min', 'Вес от, гр.', weightHint)}
      {field('weight_max', 'Вес до, гр.', weightHint)}
      {field('people_of_numbers', 'Человек, от', peopleHint)}
      <Button
        variant="outlined"
        onClick={() => {
          apply.cancel();
          onReset();
        }}
        sx={{ flex: '0 0 auto', height: 40 }}
      >
        Сбросить фильтр
      </Button>
    </Box>
  );
}
