import { BooleanInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';

export const subcategoryDefaults = { status_enabled: false };

export const SubcategoryForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar withDelete={edit} />} defaultValues={edit ? undefined : subcategoryDefaults}>
    <TextInput source="name" fullWidth />
    <ReferenceInput source="category_id" reference="short-categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <SelectInput optionText="name" label="resources.admin-subcategories.fields.category_id" fullWidth />
    </ReferenceInput>
    <BooleanInput source="status_enabled" />
  </SimpleForm>
);
