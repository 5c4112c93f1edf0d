import { useEffect, useState } from 'react';
import { FILTER_DEFAULT_MAX, FILTER_DEFAULT_MIN, SEARCH_DEBOUNCE_MS } from '../shared/constants';
import { formatAmount, formatNumber } from '../shared/format';
import { NumberField } from '../shared/NumberField';
import { useDebouncedCallback } from '../shared/useDebouncedCallback';
import type { NumberFilterKey, NumberFilterValues } from './filterParams';
import '../shared/buttons.css';
import './FilterPanel.css';

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

const range = (
  min: number | null | undefined,
  max: number | null | undefined,
  unit: string,
  format: (value: number) => string = formatNumber,
) => `от ${format(min ?? FILTER_DEFAULT_MIN)} до ${format(max ?? FILTER_DEFAULT_MAX)} ${unit}`;

const PRICE_KEYS: ReadonlySet<NumberFilterKey> = new Set(['price_min', 'price_max']);

/**
 * Price, weight and people inputs; typing is applied 500 ms after the last keystroke. Static styles
 * (FilterPanel.css): the panel is part of the products page's first screen.
 */
export function FilterPanel({ values, bounds, onApply, onReset }: Props) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const apply = useDebouncedCallback(onApply, SEARCH_DEBOUNCE_MS);

  const change = (key: NumberFilterKey, value: string) => {
    // Prices may have kopecks («39,90» or «39.90»); the other filters are whole numbers.
    const clean = PRICE_KEYS.has(key)
      ? value.replace(/[^\d.,]/g, '').replace(/^([^.,]*[.,]\d{0,2}).*$/, '$1')
      : value.replace(/[^\d]/g, '');
    const next = { ...draft, [key]: clean };
    setDraft(next);
    apply(next);
  };

  const field = (key: NumberFilterKey, label: string, hint: string) => (
    <NumberField
      key={key}
      label={label}
      value={draft[key]}
      onChange={(value) => change(key, value)}
      helperText={hint}
      decimal={PRICE_KEYS.has(key)}
    />
  );

  const priceHint = range(bounds?.price_min, bounds?.price_max, 'byn', formatAmount);
  const weightHint = range(bounds?.weight_min, bounds?.weight_max, 'г');
  const peopleHint = range(bounds?.people_numbers_min, bounds?.people_numbers_max, 'чел.');

  return (
    <form role="search" aria-label="Фильтр товаров" onSubmit={(event) => event.preventDefault()} className="filter-panel">
      {field('price_min', 'Цена от, byn', priceHint)}
      {field('price_max', 'Цена до, byn', priceHint)}
      {field('weight_min', 'Вес от, г', weightHint)}
      {field('weight_max', 'Вес до, г', weightHint)}
      {field('people_of_numbers', 'Человек, от', peopleHint)}
      <button
        type="button"
        className="button button-outlined filter-panel-reset"
        onClick={() => {
          apply.cancel();
          onReset();
        }}
      >
        Сбросить фильтр
      </button>
    </form>
  );
}
