import { AutocompleteArrayInput, NumberInput, TextInput } from 'react-admin';
import { ALLERGEN_CHOICES } from './dietary';

/** The guests' diet as a customer tells it (exclude_allergens, vegetarian_guests, dietary_note): the quote form's and the order desk's. */
export const DietInputs = () => (
  <>
    <AutocompleteArrayInput source="exclude_allergens" label="Исключить аллергены" choices={ALLERGEN_CHOICES} sx={{ minWidth: 280 }} />
    <NumberInput source="vegetarian_guests" label="Вегетарианцев" min={0} max={1000} step={1} />
    <TextInput source="dietary_note" label="Что ещё учесть (диета)" sx={{ minWidth: 280 }} />
  </>
);
