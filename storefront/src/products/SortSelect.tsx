import Box from '@mui/material/Box';
import { useId } from 'react';
import { SORT_OPTIONS, type SortValue } from './filterParams';

interface Props {
  value: SortValue;
  onChange: (value: SortValue) => void;
}

/** The order of the grid: a plain native select (the phone's own picker, and no select code to load). */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
        Сортировка
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as SortValue)}
        sx={{
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(0,0,0,0.23)',
          borderRadius: 1,
          height: 40,
          px: 1,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
