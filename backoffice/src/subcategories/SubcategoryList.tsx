import {
  Datagrid,
  EditButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { AvailabilityField, DateTimeField } from '../shared/fields';
import { useIsSmall } from '../shared/useIsSmall';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Поиск по названию" />,
  <ReferenceInput
    key="category_id"
    source="category_id"
    reference="short-categories"
    alwaysOn
    sort={{ field: 'name', order: 'ASC' }}
    perPage={200}
  >
    <SelectInput optionText="name" label="Категория" />
  </ReferenceInput>,
  <NullableBooleanInput
    key="status_enabled"
    source="status_enabled"
    alwaysOn
    label="Доступность"
    trueLabel="доступна"
    falseLabel="недоступна"
  />,
];

const SubcategoryList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.category_name ?? ''} · ${r.status_enabled ? 'доступна' : 'недоступна'}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="category_name" sortBy="category_name" />
          <AvailabilityField source="status_enabled" />
          <DateTimeField source="date_created" />
          <DateTimeField source="date_updated" />
          <EditButton label="" aria-label="редактировать" />
          <ConfirmDeleteButton iconOnly />
        </Datagrid>
      )}
    </List>
  );
};

export default SubcategoryList;
