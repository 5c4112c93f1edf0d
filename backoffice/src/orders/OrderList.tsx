import { Datagrid, List, SelectInput, SimpleList, TextField, TextInput, FunctionField } from 'react-admin';
import { DateTimeField, Lines, MoneyField, PaymentField, StatusField } from '../shared/fields';
import { Box } from '@mui/material';
import { formatMoney } from '../shared/format';
import { PhoneField, phoneText } from '../shared/PhoneField';
import { deliveryText, minskDateTime } from '../kitchen/minskDays';
import { OrderListActions } from '../kitchen/OrderListActions';
import { PAYMENT_CHOICES, STATUS_CHOICES, statusLabel } from '../shared/labels';
import { useIsSmall } from '../shared/useIsSmall';
import { useAllowed } from '../access/useAllowed';
import { CustomerFilterInput } from './CustomerFilterInput';
import { DateFilterInput } from './DateFilterInput';
import { OrderEditButton } from './OrderEditDialog';
import { PaymentStatusField } from '../payments/PaymentStatusField';
import { PAYMENT_DUE_CHOICES, PAYMENT_STATUS_CHOICES } from '../payments/paymentStatus';

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="payment_method" source="payment_method" choices={PAYMENT_CHOICES} alwaysOn />,
  <SelectInput key="payment_status" source="payment_status" choices={PAYMENT_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="payment_due" source="payment_due" choices={PAYMENT_DUE_CHOICES} alwaysOn />,
  <DateFilterInput key="event_from" source="event_from" alwaysOn />,
  <DateFilterInput key="event_to" source="event_to" alwaysOn />,
  <DateFilterInput key="date_from" source="date_from" />,
  <DateFilterInput key="date_to" source="date_to" />,
  <TextInput key="phone" source="phone" alwaysOn />,
  <CustomerFilterInput key="user_id" source="user_id" />,
];

export const customerName = (r: { first_name?: string; surname?: string } | undefined) =>
  [r?.surname, r?.first_name].filter(Boolean).join(' ');

const OrderList = () => {
  const small = useIsSmall();
  const contacts = useAllowed('customer-contacts');
  const canEdit = useAllowed('orders', 'edit');
  return (
    <List
      filters={filters}
      actions={<OrderListActions />}
      empty={false}
      sort={{ field: 'upcoming', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList
          primaryText={(r) => `№${r.id} · ${customerName(r)}`}
          secondaryText={(r) => (
            <Lines
              lines={[
                `Мероприятие: ${minskDateTime(r.delivery_at)} · ${deliveryText(r)}${r.guests ? ` · гостей: ${r.guests}` : ''}`,
                `${phoneText(r.contact_phone)}${r.comment ? ` · ${r.comment}` : ''}`,
                `${statusLabel(r.status)} · ${formatMoney(r.total_cost)}`,
              ]}
            />
          )}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField source="delivery_at" sortBy="delivery_at" render={(r) => minskDateTime(r.delivery_at)} />
          <FunctionField label="resources.orders.fields.delivery" sortable={false} render={deliveryText} />
          <FunctionField source="guests" sortable={false} textAlign="right" render={(r) => r.guests ?? '—'} />
          <DateTimeField source="date_created" sortBy="date_created" />
          <FunctionField label="resources.orders.fields.customer" sortBy="surname" render={customerName} />
          {contacts && <PhoneField source="contact_phone" sortable={false} />}
          <PaymentField source="payment_method" />
          <StatusField source="status" />
          <PaymentStatusField source="payment_status" sortable={false} />
          <MoneyField source="total_cost" sortBy="total_cost" textAlign="right" />
          <FunctionField
            source="cancellation_fee"
            sortable={false}
            textAlign="right"
            render={(r) => (r.cancellation_fee ? formatMoney(r.cancellation_fee) : '—')}
          />
          <FunctionField
            source="comment"
            sortable={false}
            render={(r) => (
              <Box sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.comment ?? ''}>
                {r.comment ?? '—'}
              </Box>
            )}
          />
          {canEdit && <OrderEditButton />}
        </Datagrid>
      )}
    </List>
  );
};

export default OrderList;
