import { Datagrid, EditButton, List, NullableBooleanInput, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { AvailabilityField, DateTimeField, Thumbnail } from '../shared/fields';
import { avatarSrc } from '../shared/format';
import { useIsSmall } from '../shared/useIsSmall';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Поиск по названию" />,
  <NullableBooleanInput
    key="status_enabled"
    source="status_enabled"
    alwaysOn
    label="Доступность"
    trueLabel="доступна"
    falseLabel="недоступна"
  />,
];

const CategoryList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => `position ${r.position} · ${r.status_enabled ? 'доступна' : 'недоступна'}`}
          leftAvatar={(r) => avatarSrc(r.image_path)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <Thumbnail source="image_path" sortable={false} />
          <TextField source="name" />
          <TextField source="description" sortable={false} sx={{ display: 'block', maxWidth: 320 }} />
          <NumberField source="position" />
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

export default CategoryList;
