import {
  BooleanField,
  CreateButton,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  NullableBooleanInput,
  TopToolbar,
} from 'react-admin';
import { DateTimeField } from '../shared/fields';
import { PhoneField } from '../shared/PhoneField';
import { DeactivateButton } from './DeactivateButton';
import { ROLE_CHOICES, roleLabel } from './staffRoles';

interface StaffRecord {
  id: number;
  email: string;
  name: string;
  surname: string;
  role: string;
  phone: string | null;
  active: boolean;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Имя или e-mail" />,
  <SelectInput key="role" source="role" label="Роль" choices={ROLE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="Активен" trueLabel="активен" falseLabel="отключён" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Добавить сотрудника" />
  </TopToolbar>
);

/** «Сотрудники» (owner): each staff account with its role and work phone (a tap dials it); a row opens the edit page. */
const StaffList = () => (
  <List title="Сотрудники" filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'ASC' }} perPage={25} exporter={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField<StaffRecord> label="Имя" render={(record) => [record.name, record.surname].filter(Boolean).join(' ')} sortBy="name" />
      <EmailField source="email" label="E-mail" />
      <PhoneField source="phone" label="Рабочий телефон" sortable={false} />
      <FunctionField<StaffRecord> label="Роль" render={(record) => roleLabel(record.role)} sortBy="role" />
      <BooleanField source="active" label="Активен" />
      <DateTimeField source="date_created" label="Добавлен" />
      <DeactivateButton />
    </Datagrid>
  </List>
);

export default StaffList;
