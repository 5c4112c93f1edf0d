import { Chip } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, NumberField, SelectInput, SimpleList, TextField, type RaRecord } from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { PhoneField } from '../shared/PhoneField';
import { formatDateTime, formatMoney } from '../shared/format';
import { useIsSmall } from '../shared/useIsSmall';
import { ENQUIRY_STATUS_CHOICES, enquiryStatusLabel } from './enquiryStatus';

const filters = [
  <SelectInput key="status" source="status" label="Статус" choices={ENQUIRY_STATUS_CHOICES} alwaysOn />,
  <DateInput key="event_from" source="event_from" label="Мероприятие с" alwaysOn />,
  <DateInput key="event_to" source="event_to" label="Мероприятие по" alwaysOn />,
];

const StatusChip = ({ record }: { record: RaRecord }) => (
  <Chip
    size="small"
    color={record.status === 'new' ? 'warning' : 'default'}
    label={record.status_label ?? enquiryStatusLabel(record.status)}
  />
);

/** «Заявки»: new ones first, then the newest; filters by status and event date. */
const EnquiryList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'priority', order: 'ASC' }} perPage={25} exporter={false} title="Заявки">
      {small ? (
        <SimpleList
          primaryText={(r) => `№${r.id} · ${r.format_name}, ${r.guests} гостей`}
          secondaryText={(r) => `${formatDateTime(r.event_at)} · ${r.contact_name} · ${enquiryStatusLabel(r.status)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" label="№" />
          <DateTimeField source="date_created" label="Получена" />
          <DateTimeField source="event_at" label="Мероприятие" />
          <TextField source="format_name" label="Формат" sortable={false} />
          <NumberField source="guests" label="Гостей" />
          <TextField source="contact_name" label="Контакт" sortable={false} />
          <PhoneField source="contact_phone" label="Телефон" sortable={false} />
          <FunctionField label="Меню" sortable={false} render={(r: RaRecord) => (r.lines?.length ? formatMoney(r.total) : '—')} />
          <FunctionField source="status" label="Статус" render={(r: RaRecord) => <StatusChip record={r} />} />
        </Datagrid>
      )}
    </List>
  );
};

export default EnquiryList;
