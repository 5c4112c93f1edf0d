import {
  ArrayInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  regex,
  required,
} from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';
import { NameInput } from '../shared/NameInput';

const codeRules = [required(), regex(/^[a-z][a-z0-9_-]{0,39}$/, 'латинские строчные буквы, цифры, _ и -; начинается с буквы')];
const minGuestsRules = [minValue(1), maxValue(1000)];
const portionsRules = [required(), minValue(0.1), maxValue(5)];

export const eventFormatDefaults = { min_guests: 1, description: '', categories: [] };

/** A format: code (used in the storefront's links), name, description, minimum guests, and the portions per guest of each category. */
export const EventFormatForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar withDelete={edit} />} defaultValues={edit ? undefined : eventFormatDefaults}>
    <TextInput source="code" label="Код" validate={codeRules} helperText="например, buffet" />
    <NameInput />
    <TextInput source="description" label="Описание" multiline fullWidth />
    <NumberInput source="min_guests" label="Минимум гостей" validate={minGuestsRules} />
    <ArrayInput source="categories" label="Категории и порции на гостя">
      <SimpleFormIterator inline disableReordering>
        <ReferenceInput source="category_id" reference="short-categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText="name" label="Категория" validate={required()} />
        </ReferenceInput>
        <NumberInput source="portions_per_guest" label="Порций на гостя" step={0.1} validate={portionsRules} />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);
