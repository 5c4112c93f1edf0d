import { required, TextInput } from 'react-admin';

/**
 * The name of a category, subcategory or product. The API refuses a blank name, so an emptied
 * one is stopped in the form with react-admin's Russian "required" message before any request.
 */
const nameRequired = required();

export const NameInput = () => <TextInput source="name" validate={nameRequired} fullWidth />;
