import { BooleanInput, FormDataConsumer, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { MoneyInput } from '../shared/MoneyInput';
import { Box } from '@mui/material';
import { FormToolbar } from '../shared/FormToolbar';
import { PriceCheckedSaveButton } from './PriceCheckedSaveButton';
import { NameInput } from '../shared/NameInput';
import { ImageUpload } from '../shared/ImageUpload';
import { DietaryInputs } from './DietaryInputs';

export const productDefaults = {
  status_enabled: false,
  category_id: 0,
  subcategory_id: 0,
  price: 0,
  weight: 0,
  people_numbers: 0,
  allergens: [],
  diet_tags: [],
};

/** Subcategory picker limited to the chosen category. */
const SubcategoryPicker = () => (
  <FormDataConsumer>
    {({ formData }) => (
      <ReferenceInput
        source="subcategory_id"
        reference="short-subcategories"
        filter={formData.category_id ? { category_id: formData.category_id } : {}}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={200}
      >
        <SelectInput optionText="name" label="resources.admin-products.fields.subcategory_id" fullWidth />
      </ReferenceInput>
    )}
  </FormDataConsumer>
);

/** Save asks first when the price is far from its category's (a typing slip). */
const priceCheckedSave = (
  <FormDataConsumer>
    {({ formData }) => <PriceCheckedSaveButton price={formData.price} categoryId={formData.category_id} />}
  </FormDataConsumer>
);

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' } as const;

export const ProductForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar withDelete={edit} saveButton={priceCheckedSave} />} defaultValues={edit ? undefined : productDefaults}>
    <NameInput />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <TextInput source="ingredients" multiline minRows={2} fullWidth />
    <Box sx={row}>
      <NumberInput source="people_numbers" min={0} step={1} sx={{ flex: '1 1 140px' }} />
      <MoneyInput source="price" sx={{ flex: '1 1 140px' }} />
      <NumberInput source="weight" min={0} step={1} sx={{ flex: '1 1 140px' }} />
    </Box>
    <Box sx={row}>
      <Box sx={{ flex: '1 1 240px' }}>
        <ReferenceInput source="category_id" reference="short-categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText="name" label="resources.admin-products.fields.category_id" fullWidth />
        </ReferenceInput>
      </Box>
      <Box sx={{ flex: '1 1 240px' }}>
        <SubcategoryPicker />
      </Box>
    </Box>
    <DietaryInputs />
    <BooleanInput source="status_enabled" />
    <ImageUpload />
  </SimpleForm>
);
