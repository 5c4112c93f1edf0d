import { Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { MoneyInput } from '../shared/MoneyInput';
import { ClearPriceOnDishChange } from './QuoteFormEffects';
import { SERVICE_UNITS } from './quoteValues';

const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? 'Больше нуля' : undefined);

/** Dishes from the catalogue (search by name), their quantity and, when the quote has its own, the unit price. */
export const DishLinesInput = () => (
  <>
    <Typography variant="h6">Блюда</Typography>
    <ArrayInput source="dish_lines" label="">
      <SimpleFormIterator inline disableReordering>
        <ReferenceInput source="product_id" reference="admin-products" filter={{ status_enabled: true }} perPage={20}>
          <AutocompleteInput label="Блюдо (поиск по названию)" validate={required()} sx={{ minWidth: { xs: 240, sm: 320 } }} />
        </ReferenceInput>
        <NumberInput source="quantity" label="Кол-во" min={1} step={1} validate={[required(), positive]} sx={{ width: 110 }} />
        <MoneyInput source="unit_price" label="Цена за ед." helperText="Пусто — по каталогу" sx={{ width: 200 }} />
        <ClearPriceOnDishChange />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

/** Staff, rentals, serving: free text, «час» or «шт.», quantity and price. */
export const ServiceLinesInput = () => (
  <>
    <Typography variant="h6">Услуги</Typography>
    <ArrayInput source="service_lines" label="">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="name" label="Услуга" validate={required()} placeholder="Официант, аренда посуды…" sx={{ minWidth: 220 }} />
        <SelectInput source="unit" label="Ед." choices={SERVICE_UNITS} validate={required()} sx={{ width: 100 }} />
        <NumberInput source="quantity" label="Кол-во" min={1} step={1} validate={[required(), positive]} sx={{ width: 110 }} />
        <MoneyInput source="unit_price" label="Цена за ед." validate={required()} sx={{ width: 160 }} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
