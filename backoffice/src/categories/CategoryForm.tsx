import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';
import { NameInput } from '../shared/NameInput';
import { ImageUpload } from '../shared/ImageUpload';

export const categoryDefaults = { status_enabled: false, position: 1 };

export const CategoryForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar withDelete={edit} />} defaultValues={edit ? undefined : categoryDefaults}>
    <NameInput />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <NumberInput source="position" min={1} step={1} />
    <BooleanInput source="status_enabled" />
    <ImageUpload />
  </SimpleForm>
);
