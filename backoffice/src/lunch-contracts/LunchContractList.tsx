import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { weekdaysText } from '@bulbash/rules';
import {
  Button,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SimpleList,
  TextField,
  TopToolbar,
  useBasename,
  useListContext,
} from 'react-admin';
import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useAllowed } from '../access/useAllowed';
import { MoneyField } from '../shared/fields';
import { formatMoney } from '../shared/format';
import { useIsSmall } from '../shared/useIsSmall';
import type { LunchContractRecord } from './lunchApi';
import { LUNCH_STATUS_CHOICES } from './lunchContractStatus';
import { LunchStatusChip } from './LunchStatusChip';

const ALL = 'all';

/** The status as tabs above the list (as the react-admin demo's orders): the active contracts first. */
const StatusTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = typeof filterValues.status === 'string' ? filterValues.status : ALL;
  return (
    <Tabs
      value={current}
      onChange={(_event, value: string) => setFilters(value === ALL ? {} : { ...filterValues, status: value }, displayedFilters)}
      aria-label="Статус договора"
      variant="scrollable"
    >
      {LUNCH_STATUS_CHOICES.map((choice) => (
        <Tab key={choice.id} value={choice.id} label={choice.name} />
      ))}
      <Tab value={ALL} label="все" />
    </Tabs>
  );
};

const Actions = () => {
  const basename = useBasename();
  const canWrite = useAllowed('lunch-contracts', 'create');
  const canMenus = useAllowed('lunch-menus', 'list');
  return (
    <TopToolbar>
      <Button component={Link} to={`${basename}/lunch-calendar`} label="Календарь обедов">
        <CalendarMonthIcon />
      </Button>
      {canMenus && (
        <Button component={Link} to={`${basename}/lunch-menus`} label="Меню недели">
          <MenuBookIcon />
        </Button>
      )}
      {canWrite && <CreateButton label="Новый договор" />}
    </TopToolbar>
  );
};

const days = (record: LunchContractRecord) => `${weekdaysText(record.weekdays)} к ${record.delivery_time}`;

/** «Обеды в офис»: the companies' lunch contracts; a row opens the contract with its month's statement. */
const LunchContractList = () => {
  const small = useIsSmall();
  return (
    <List
      title="Обеды в офис"
      filterDefaultValues={{ status: 'active' }}
      actions={<Actions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <StatusTabs />
      {small ? (
        <SimpleList<LunchContractRecord>
          primaryText={(record) => record.company.name}
          secondaryText={(record) => `${days(record)} · ${record.headcount} чел. · ${formatMoney(record.price_per_person)}`}
          tertiaryText={(record) => <LunchStatusChip status={record.status} />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="company.name" />
          <TextField source="contact_name" sortable={false} />
          <TextField source="delivery_address" sortable={false} />
          <FunctionField<LunchContractRecord> source="weekdays" sortable={false} render={days} />
          <NumberField source="headcount" />
          <MoneyField source="price_per_person" />
          <FunctionField<LunchContractRecord> source="status" render={(record) => <LunchStatusChip status={record.status} />} />
        </Datagrid>
      )}
    </List>
  );
};

export default LunchContractList;
