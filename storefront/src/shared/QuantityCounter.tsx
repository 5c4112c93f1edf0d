import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';
import './QuantityCounter.css';

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Количество: Бокс фуршетный". */
  label?: string;
}

/** Plus/minus buttons around a number field: min 1, max 1000, step 1; the mouse wheel never changes it (static styles: QuantityCounter.css). */
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
    <div className="quantity">
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
      <input
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
      />
      <IconButton
        size="small"
        aria-label="Увеличить количество"
        disabled={disabled}
        onClick={() => onChange(Math.min(QUANTITY_MAX, value + 1))}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </div>
  );
}
