import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { SORT_OPTIONS, type SortValue } from './filterParams';

interface Props {
  value: SortValue;
  onChange: (value: SortValue) => void;
}

/** The order of the grid: a native select (the phone's own picker, and no menu code to load). */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id} shrink>
        Сортировка
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as SortValue)}
        input={<OutlinedInput label="Сортировка" notched id={id} />}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
