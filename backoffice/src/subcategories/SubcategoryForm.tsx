import { BooleanInput, ReferenceInput, SelectInput, SimpleForm } from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';
import { NameInput } from '../shared/NameInput';

export const subcategoryDefaults = { status_enabled: false };

export const SubcategoryForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar withDelete={edit} />} defaultValues={edit ? undefined : subcategoryDefaults}>
    <NameInput />
    <ReferenceInput source="category_id" reference="short-categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <SelectInput optionText="name" label="resources.admin-subcategories.fields.category_id" fullWidth />
    </ReferenceInput>
    <BooleanInput source="status_enabled" />
  </SimpleForm>
);
