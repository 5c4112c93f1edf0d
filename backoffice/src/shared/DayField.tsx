import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { formatDay, parseDay } from '@bulbash/rules';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> & {
  /** The day 'YYYY-MM-DD' ('' for none). */
  value: string;
  onChange: (day: string) => void;
  /** The accessible name when the label is not shown. */
  ariaLabel?: string;
};

/**
 * A day as Russian writes it, «05.12.2026», whatever the browser's language: a text field read
 * with parseDay of @bulbash/rules (a native `<input type="date">` shows an English browser's
 * «12/05/2026»). The calendar button opens the browser's own picker; a typed day counts once it
 * is a real one, and leaving the field with a half-typed one puts the chosen day back.
 */
export function DayField({ value, onChange, ariaLabel, label, ...props }: Props) {
  const [text, setText] = useState(value ? formatDay(value) : '');
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setText((typed) => (parseDay(typed) === value ? typed : value ? formatDay(value) : ''));
  }, [value]);

  const type = (typed: string) => {
    setText(typed);
    const day = parseDay(typed);
    if (day && day !== value) onChange(day);
  };
  const invalid = text.trim() !== '' && parseDay(text) === null;

  return (
    <TextField
      {...props}
      label={label}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={() => setText(value ? formatDay(value) : '')}
      error={invalid}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', placeholder: 'дд.мм.гггг', 'aria-label': ariaLabel, maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Выбрать в календаре"
                onClick={() => {
                  const input = picker.current;
                  if (input && typeof input.showPicker === 'function') input.showPicker();
                }}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              {/* The browser's picker only: never shown, its value is written in the field above. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={value}
                onChange={(event) => event.target.value && onChange(event.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
