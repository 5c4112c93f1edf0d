import { Box } from '@mui/material';
import { FunctionField, type FieldProps } from 'react-admin';
import { ALLERGEN_NAMES, DIET_TAG_NAMES, allergenPhrase, type AllergenCode, type DietTagCode } from '../shared/dietary';

interface DietaryRecord {
  diet_tags?: DietTagCode[];
  allergens?: AllergenCode[];
  /** Allergens of the dish's ingredients missing on it and not confirmed (the recipe's check). */
  allergens_to_check?: AllergenCode[];
}

/** «проверьте аллергены: яйца», or '' when the recipe agrees with the dish. */
export const allergenCheckText = (record: DietaryRecord): string =>
  record.allergens_to_check?.length ? `проверьте аллергены: ${allergenPhrase(record.allergens_to_check)}` : '';

/** One line for the phone list: «Вегетарианское · содержит: глютен, молоко и лактоза». */
export const dietarySummary = (record: DietaryRecord): string => {
  const parts = (record.diet_tags ?? []).map((code) => DIET_TAG_NAMES[code]);
  const phrase = allergenPhrase(record.allergens ?? []);
  if (phrase) parts.push(`содержит: ${phrase}`);
  const check = allergenCheckText(record);
  if (check) parts.push(check);
  return parts.join(' · ');
};

/** The list column, two short lines: the diet tags (green), then the allergens. */
export const DietaryField = (props: FieldProps) => (
  <FunctionField
    {...props}
    render={(record: DietaryRecord) => {
      const tags = (record.diet_tags ?? []).map((code) => DIET_TAG_NAMES[code]).join(', ');
      const allergens = record.allergens ?? [];
      return (
        <Box sx={{ maxWidth: 150, typography: 'caption', lineHeight: 1.3 }}>
          {tags && (
            <Box component="span" sx={{ display: 'block', color: 'success.dark' }}>
              {tags}
            </Box>
          )}
          {allergens.length > 0 && (
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.secondary' }}
              title={allergens.map((code) => ALLERGEN_NAMES[code]).join(', ')}
            >
              {allergenPhrase(allergens)}
            </Box>
          )}
          {record.allergens_to_check?.length ? (
            <Box component="span" sx={{ display: 'block', color: 'warning.dark', fontWeight: 700 }}>
              {allergenCheckText(record)}
            </Box>
          ) : null}
        </Box>
      );
    }}
  />
);
