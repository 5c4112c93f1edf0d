import { useId } from 'react';
import { SORT_OPTIONS, type SortValue } from './filterParams';
import './SortSelect.css';

interface Props {
  value: SortValue;
  onChange: (value: SortValue) => void;
}

/** The order of the grid: a plain native select (the phone's own picker, and no select code to load); static styles: SortSelect.css. */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Сортировка</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortValue)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
