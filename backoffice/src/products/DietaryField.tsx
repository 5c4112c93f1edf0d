import { Box, Chip, Typography } from '@mui/material';
import { FunctionField, type FieldProps } from 'react-admin';
import { ALLERGEN_NAMES, DIET_TAG_NAMES, allergenPhrase, type AllergenCode, type DietTagCode } from '../shared/dietary';

interface DietaryRecord {
  diet_tags?: DietTagCode[];
  allergens?: AllergenCode[];
}

/** One line for the phone list: «Вегетарианское · содержит: глютен, молоко и лактоза». */
export const dietarySummary = (record: DietaryRecord): string => {
  const parts = (record.diet_tags ?? []).map((code) => DIET_TAG_NAMES[code]);
  const phrase = allergenPhrase(record.allergens ?? []);
  if (phrase) parts.push(`содержит: ${phrase}`);
  return parts.join(' · ');
};

/** The list column: diet tags as chips, then the allergens in small text. */
export const DietaryField = (props: FieldProps) => (
  <FunctionField
    {...props}
    render={(record: DietaryRecord) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 220 }}>
        {(record.diet_tags ?? []).map((code) => (
          <Chip key={code} size="small" variant="outlined" color="success" label={DIET_TAG_NAMES[code]} />
        ))}
        {(record.allergens ?? []).length > 0 && (
          <Typography
            variant="caption"
            color="text.secondary"
            title={(record.allergens ?? []).map((code) => ALLERGEN_NAMES[code]).join(', ')}
          >
            {allergenPhrase(record.allergens ?? [])}
          </Typography>
        )}
      </Box>
    )}
  />
);
