import { formatPhone } from '@bulbash/rules';
import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  useBasename,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import type { Customer } from '../dataProvider/apiTypes';
import { AvailabilityField, DateTimeField, Lines, MoneyField } from '../shared/fields';
import { formatDateTime, formatMoney } from '../shared/format';
import { useIsSmall } from '../shared/useIsSmall';
import { customerFullName, customerLabel, customerOrdersPath } from './customerOrders';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Имя, фамилия, e-mail или телефон" />];

/** A row's link to the customer's orders (the row click opens them too). */
const CustomerOrdersButton = () => {
  const customer = useRecordContext<Customer>();
  const basename = useBasename();
  if (!customer) return null;
  return (
    <Button
      component={Link}
      to={customerOrdersPath(basename, customer.id)}
      size="small"
      startIcon={<ReceiptLongIcon />}
      aria-label={`Заказы клиента ${customerLabel(customer)}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      Заказы
    </Button>
  );
};

/** Customers (read-only): accounts with their orders and spending; a row opens the customer's orders. */
const CustomerList = () => {
  const small = useIsSmall();
  const basename = useBasename();
  const openOrders = (id: Identifier) => customerOrdersPath(basename, id);
  return (
    <List filters={filters} sort={{ field: 'last_order_date', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Customer>
          primaryText={customerFullName}
          secondaryText={(customer) => (
            <Lines
              lines={[
                [customer.email, customer.phone ? formatPhone(customer.phone) : null].filter(Boolean).join(' · '),
                `Заказов: ${customer.orders_count} · заказано на ${formatMoney(customer.total_spent)} · оплачено ${formatMoney(customer.total_paid)}`,
                `Последний заказ: ${formatDateTime(customer.last_order_date)}`,
              ]}
            />
          )}
          rowClick={openOrders}
        />
      ) : (
        <Datagrid rowClick={openOrders} bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField<Customer> label="resources.customers.fields.full_name" sortBy="surname" render={customerFullName} />
          <TextField source="email" emptyText="—" />
          <FunctionField<Customer>
            source="phone"
            sortable={false}
            render={(customer) => (customer.phone ? formatPhone(customer.phone) : '—')}
          />
          <AvailabilityField source="verified" labels={{ true: 'да', false: 'нет' }} />
          <NumberField source="orders_count" />
          <MoneyField source="total_spent" textAlign="right" />
          <MoneyField source="total_paid" textAlign="right" />
          <DateTimeField source="last_order_date" />
          <DateTimeField source="date_created" />
          <CustomerOrdersButton />
        </Datagrid>
      )}
    </List>
  );
};

export default CustomerList;
