import {
  Datagrid,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  FunctionField,
} from 'react-admin';
import { DateTimeField, Lines, MoneyField, PaymentField, StatusField } from '../shared/fields';
import { formatDateTime, formatMoney } from '../shared/format';
import { PAYMENT_CHOICES, STATUS_CHOICES, statusLabel } from '../shared/labels';
import { useIsSmall } from '../shared/useIsSmall';
import { DateFilterInput } from './DateFilterInput';
import { OrderEditButton } from './OrderEditDialog';

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="payment_method" source="payment_method" choices={PAYMENT_CHOICES} alwaysOn />,
  <DateFilterInput key="date_from" source="date_from" alwaysOn />,
  <DateFilterInput key="date_to" source="date_to" alwaysOn />,
  <TextInput key="phone" source="phone" alwaysOn />,
];

export const customerName = (r: { first_name?: string; surname?: string } | undefined) =>
  [r?.surname, r?.first_name].filter(Boolean).join(' ');

const OrderList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'date_created', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => `№${r.id} · ${customerName(r)}`}
          secondaryText={(r) => (
            <Lines
              lines={[
                `${formatDateTime(r.date_created)} · ${r.contact_phone ?? ''}`,
                `${statusLabel(r.status)} · ${formatMoney(r.total_cost)}`,
              ]}
            />
          )}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <DateTimeField source="date_created" sortBy="date_created" />
          <FunctionField label="resources.orders.fields.customer" sortBy="surname" render={customerName} />
          <TextField source="contact_phone" />
          <PaymentField source="payment_method" />
          <StatusField source="status" />
          <MoneyField source="total_cost" sortBy="total_cost" textAlign="right" />
          <OrderEditButton />
        </Datagrid>
      )}
    </List>
  );
};

export default OrderList;
