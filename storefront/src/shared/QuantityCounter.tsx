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

/** The icon of a counter button (the paths of MUI's Remove and Add icons), drawn without MUI's SvgIcon. */
const icon = (path: string) => (
  <svg className="quantity-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
    <path d={path} />
  </svg>
);

/**
 * Plus/minus buttons around a number field: min 1, max 1000, step 1; the mouse wheel never changes it.
 * Static styles (QuantityCounter.css, the buttons as MUI's small IconButton): it is on every product card.
 */
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
      <button
        type="button"
        className="quantity-button"
        aria-label="Уменьшить количество"
        disabled={disabled}
        onClick={() => {
          if (value > QUANTITY_MIN) onChange(value - 1);
        }}
      >
        {icon('M19 13H5v-2h14z')}
      </button>
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
      <button
        type="button"
        className="quantity-button"
        aria-label="Увеличить количество"
        disabled={disabled}
        onClick={() => onChange(Math.min(QUANTITY_MAX, value + 1))}
      >
        {icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z')}
      </button>
    </div>
  );
}
