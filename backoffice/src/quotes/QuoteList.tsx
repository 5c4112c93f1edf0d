import { Chip } from '@mui/material';
import { formatPhone } from '@bulbash/rules';
import {
  BooleanInput,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  type RaRecord,
} from 'react-admin';
import { DateTimeField, MoneyField } from '../shared/fields';
import { formatMoney } from '../shared/format';
import { minskDateTime } from '../kitchen/minskDays';
import { useIsSmall } from '../shared/useIsSmall';
import { QUOTE_STATUS_CHOICES, quoteStatusColor, quoteStatusLabel } from './quoteStatus';

/** What the API filters by: text, status, the event's Minsk days, latest versions. */
const filters = [
  <SearchInput key="q" source="q" placeholder="Контакт, e-mail, компания" alwaysOn />,
  <SelectInput key="status" source="status" label="Статус" choices={QUOTE_STATUS_CHOICES} alwaysOn />,
  <DateInput key="event_from" source="event_from" label="Мероприятие с" alwaysOn />,
  <DateInput key="event_to" source="event_to" label="Мероприятие по" alwaysOn />,
  <BooleanInput key="current" source="current" label="Только последние версии" alwaysOn sx={{ ml: 1 }} />,
];

const StatusChip = ({ record }: { record: RaRecord }) => (
  <Chip
    size="small"
    color={record.change_request ? 'warning' : quoteStatusColor(record.status)}
    label={record.change_request ? 'просит изменения' : quoteStatusLabel(record.status)}
    title={record.change_request ? `Клиент просит: ${String(record.change_request)}` : undefined}
  />
);

/** «Предложения»: the newest first; search, status, event days, latest versions only. */
const QuoteList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} title="Предложения">
      {small ? (
        <SimpleList
          primaryText={(r) => `№${r.id} · ${r.contact_name}, ${r.guests} гостей`}
          secondaryText={(r) => `${minskDateTime(r.event_at)} · ${formatMoney(r.total)} · ${quoteStatusLabel(r.status)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" label="№" />
          <DateTimeField source="date_created" label="Создано" />
          <FunctionField source="event_at" label="Мероприятие (Минск)" render={(r: RaRecord) => minskDateTime(r.event_at)} />
          <NumberField source="guests" label="Гостей" />
          <TextField source="contact_name" label="Контакт" sortable={false} />
          <FunctionField
            label="Телефон"
            sortable={false}
            render={(r: RaRecord) => (r.contact_phone ? formatPhone(String(r.contact_phone)) : '—')}
          />
          <MoneyField source="total" label="Сумма" />
          <NumberField source="version" label="Версия" sortable={false} />
          <FunctionField source="status" label="Статус" render={(r: RaRecord) => <StatusChip record={r} />} />
        </Datagrid>
      )}
    </List>
  );
};

export default QuoteList;
