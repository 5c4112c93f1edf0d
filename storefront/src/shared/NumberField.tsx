import { useId, type WheelEvent } from 'react';
import './NumberField.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  min?: number;
  /** Accepts a decimal comma or point (a text field: number inputs refuse «39,90» in some locales). */
  decimal?: boolean;
}

/**
 * A small outlined number field: the markup of MUI's outlined TextField (floating label, notched
 * outline, hint) with static styles (NumberField.css), so a panel of them adds no style work to the
 * render that shows it. The label floats while the field has the focus or a value. The mouse wheel
 * never changes the number.
 */
export function NumberField({ label, value, onChange, helperText, min = 0, decimal = false }: Props) {
  const id = useId();
  const filled = value !== '';
  return (
    <div className={filled ? 'number-field number-field-filled' : 'number-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="number-field-box">
        <input
          id={id}
          type={decimal ? 'text' : 'number'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={helperText ? `${id}-hint` : undefined}
          {...(decimal
            ? { inputMode: 'decimal', autoComplete: 'off' }
            : { min, step: 1, inputMode: 'numeric', onWheel: (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur() })}
        />
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={`${id}-hint`} className="number-field-hint">
          {helperText}
        </p>
      )}
    </div>
  );
}
