import { Box } from '@mui/material';
import { CheckboxGroupInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';
import { formatMoneyText, MONEY_TEXT_ERROR, parseMoneyText } from '../shared/moneyText';
import { ALLERGEN_CHOICES } from '../shared/dietary';
import { UNIT_CHOICES } from '../costing/units';
import { nameRequired, unitRequired, validPackSize, validPrice } from './ingredientValidation';

export const ingredientDefaults = { unit: 'kg', allergens: [] };

/** The price as typed stays text until it is an amount, so the checks can name a slip (as MoneyInput does). */
const parsePrice = (text: string) => (text.trim() === '' ? null : (parseMoneyText(text) ?? text));
const priceChecks = [validPrice, (value: unknown) => (typeof value === 'string' ? MONEY_TEXT_ERROR : undefined)];

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' } as const;

/**
 * An ingredient: name (unique whatever the case; the API's 409 says so), unit, the last purchase
 * price per unit, the supplier's pack size and the allergens (the same list as the dishes').
 */
export const IngredientForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar withDelete={edit} />} defaultValues={edit ? undefined : ingredientDefaults}>
    <TextInput source="name" validate={nameRequired} fullWidth />
    <Box sx={row}>
      <SelectInput source="unit" choices={UNIT_CHOICES} validate={unitRequired} sx={{ flex: '1 1 140px' }} />
      <TextInput
        source="price_per_unit"
        parse={parsePrice}
        format={formatMoneyText}
        validate={priceChecks}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText="byn за единицу, последняя закупка"
        sx={{ flex: '1 1 180px' }}
      />
      <NumberInput
        source="pack_size"
        validate={validPackSize}
        min={0}
        helperText="Сколько единиц в упаковке поставщика (необязательно)"
        sx={{ flex: '1 1 220px' }}
      />
    </Box>
    <TextInput source="supplier" fullWidth helperText="Например, «Рынок Комаровский» (необязательно)" />
    <CheckboxGroupInput
      source="allergens"
      choices={ALLERGEN_CHOICES}
      sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } } }}
    />
  </SimpleForm>
);
