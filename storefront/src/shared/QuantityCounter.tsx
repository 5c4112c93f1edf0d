import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Количество: Бокс фуршетный". */
  label?: string;
}

/** Plus/minus buttons around a number field: min 1, max 1000, step 1; the mouse wheel never changes it. */
export function QuantityCounter({ value, onChange, disabled = false, label = 'Количество' }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const handleType = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setText(raw);
    if (!/^\d+$/.test(raw)) return;
    const next = Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Number(raw)));
    if (next !== value) onChange(next);
    if (String(next) !== raw) setText(String(next));
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton
        size="small"
        aria-label="Уменьшить количество"
        disabled={disabled}
        onClick={() => {
          if (value > QUANTITY_MIN) onChange(value - 1);
        }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Box
        component="input"
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={text}
        disabled={disabled}
        onChange={handleType}
        onBlur={() => setText(String(value))}
        onWheel={(event) => event.currentTarget.blur()}
        sx={{
          width: '3.5em',
          textAlign: 'center',
          border: 0,
          font: 'inherit',
          fontSize: '1rem',
          py: 0.5,
          bgcolor: 'transparent',
          color: 'text.primary',
          MozAppearance: 'textfield',
          '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', m: 0 },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          '&:disabled': { color: 'text.disabled' },
        }}
      />
      <IconButton
        size="small"
        aria-label="Увеличить количество"
        disabled={disabled}
        onClick={() => onChange(Math.min(QUANTITY_MAX, value + 1))}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
