import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type WheelEvent } from 'react';

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
 * A small outlined number field built from MUI's parts: TextField would also pull in Select, Menu
 * and Modal. The mouse wheel never changes the number.
 */
export function NumberField({ label, value, onChange, helperText, min = 0, decimal = false }: Props) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 0 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={decimal ? 'text' : 'number'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={
          decimal
            ? { inputMode: 'decimal', autoComplete: 'off' }
            : { min, step: 1, inputMode: 'numeric', onWheel: (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur() }
        }
        aria-describedby={helperText ? `${id}-hint` : undefined}
      />
      {helperText && <FormHelperText id={`${id}-hint`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
