import { Datagrid, EditButton, FunctionField, List, NumberField, SimpleList, TextField, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { useIsSmall } from '../shared/useIsSmall';

interface FormatCategory {
  category_name: string;
  portions_per_guest: number;
}

const portions = (record: RaRecord) =>
  ((record.categories ?? []) as FormatCategory[]).map((row) => `${row.category_name} × ${row.portions_per_guest}`).join(', ') || '—';

/** Event formats: what the storefront's «Рассчитать меню» offers. */
const EventFormatList = () => {
  const small = useIsSmall();
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} title="Форматы мероприятий">
      {small ? (
        <SimpleList primaryText={(r) => r.name} secondaryText={portions} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" label="Код" />
          <TextField source="name" label="Название" />
          <NumberField source="min_guests" label="Минимум гостей" />
          <FunctionField label="Порций на гостя" render={portions} />
          <EditButton label="" aria-label="редактировать" />
          <ConfirmDeleteButton iconOnly />
        </Datagrid>
      )}
    </List>
  );
};

export default EventFormatList;
