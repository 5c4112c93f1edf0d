import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  Link,
} from 'react-admin';
import { useAllowed } from '../access/useAllowed';
import { ChangesText } from './ChangesField';
import { actionLabel, actorText, entityLabel, ENTITY_CHOICES, minskTime, type AuditEntry } from './auditText';

/** The back-office page of an audited record, where there is one. */
export const recordPath = (entity: string, id: AuditEntry['entity_id']): string | null => {
  if (id === null || id === undefined || id === '') return null;
  if (entity === 'order') return `/orders/${id}/show`;
  if (entity === 'quote') return `/quotes/${id}/show`;
  if (entity === 'product') return `/admin-products/${id}`;
  return null;
};

const staffName = (record: { name?: string; surname?: string; email?: string }) =>
  [record.name, record.surname].filter(Boolean).join(' ') || String(record.email ?? '');

/** «Сотрудник»: a picker of staff accounts for the owner; the accountant (no access to staff) types the id. */
const useFilters = () => {
  const canListStaff = useAllowed('staff', 'list');
  return [
    canListStaff ? (
      <ReferenceInput key="actor_id" source="actor_id" reference="staff" alwaysOn>
        <AutocompleteInput label="Сотрудник" optionText={staffName} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
      </ReferenceInput>
    ) : (
      <NumberInput key="actor_id" source="actor_id" label="ID сотрудника" alwaysOn />
    ),
    <SelectInput key="entity" source="entity" label="Раздел" choices={ENTITY_CHOICES} alwaysOn />,
    <TextInput key="entity_id" source="entity_id" label="Запись (№)" alwaysOn />,
    <DateInput key="from" source="from" label="С" alwaysOn />,
    <DateInput key="to" source="to" label="По" alwaysOn />,
  ];
};

const RecordLink = ({ entry }: { entry: AuditEntry }) => {
  const path = recordPath(entry.entity, entry.entity_id);
  const text = entry.entity_id === null ? '' : `№${entry.entity_id}`;
  return path ? <Link to={path}>{text}</Link> : <>{text}</>;
};

/** «Журнал изменений» (owner, accountant): who changed what and when, newest first; nothing here changes it. */
const AuditLogList = () => (
  <List title="Журнал изменений" filters={useFilters()} sort={{ field: 'at', order: 'DESC' }} perPage={50} exporter={false}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <FunctionField<AuditEntry> label="Время (Минск)" sortBy="at" render={(entry) => minskTime(entry.at)} />
      <FunctionField<AuditEntry> label="Сотрудник" sortable={false} render={(entry) => actorText(entry)} />
      <FunctionField<AuditEntry> label="Раздел" sortable={false} render={(entry) => entityLabel(entry.entity)} />
      <FunctionField<AuditEntry> label="Запись" sortable={false} render={(entry) => <RecordLink entry={entry} />} />
      <FunctionField<AuditEntry> label="Действие" sortable={false} render={(entry) => actionLabel(entry.action)} />
      <FunctionField<AuditEntry>
        label="Изменения"
        sortable={false}
        render={(entry) => <ChangesText entity={entry.entity} changes={entry.changes} />}
      />
    </Datagrid>
  </List>
);

export default AuditLogList;
