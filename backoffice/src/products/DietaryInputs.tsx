import { Box, Typography } from '@mui/material';
import { CheckboxGroupInput } from 'react-admin';
import { ALLERGEN_CHOICES, DIET_TAG_CHOICES } from '../shared/dietary';

/**
 * The product form's two lists as grouped checkboxes with Russian labels. The server checks the
 * rules (vegan needs vegetarian; «Без глютена» / «Без лактозы» exclude gluten / milk) and its
 * 400 names the conflict.
 */
export const DietaryInputs = () => (
  <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, mb: 2, width: '100%' }}>
    <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
      Диета и аллергены
    </Typography>
    <CheckboxGroupInput
      source="diet_tags"
      label="Диета"
      choices={DIET_TAG_CHOICES}
      helperText="Веганское блюдо отмечается и как вегетарианское"
    />
    <CheckboxGroupInput
      source="allergens"
      label="Содержит аллергены"
      choices={ALLERGEN_CHOICES}
      helperText="14 аллергенов ЕАЭС/ЕС: отметьте всё, что есть в составе"
      sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } } }}
    />
  </Box>
);
