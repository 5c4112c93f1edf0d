import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { Errors } from '../shared/validation';
import { COMPANY_FIELDS, COMPANY_LABELS, type CompanyField, type CompanyValues } from './companyPayer';

interface Props {
  enabled: boolean;
  values: CompanyValues;
  errors: Errors<CompanyField>;
  onToggle: (enabled: boolean) => void;
  onChange: (field: CompanyField, value: string) => void;
}

const HINTS: Partial<Record<CompanyField, string>> = {
  company_unp: '9 цифр',
  company_account: 'BY.. — 28 символов, можно с пробелами',
  company_bic: '8 или 11 символов, например ALFABY2X',
};

/** «Плательщик — организация»: the company's requisites for the invoice (saved for next time). */
export function CompanyPayerFields({ enabled, values, errors, onToggle, onChange }: Props) {
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={<Checkbox checked={enabled} onChange={(event) => onToggle(event.target.checked)} />}
        label="Плательщик — организация (счёт с реквизитами)"
      />
      {enabled && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {COMPANY_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={COMPANY_LABELS[field]}
              required
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? HINTS[field] ?? ' '}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
