import { fromMinor, multiplyMoney, toMinor } from '@bulbash/rules';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CostingPanel } from '../costing/CostingPanel';
import { FunctionField, Labeled, ListButton, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { DateTimeField, DietField, MoneyField, PaymentField, StatusField } from '../shared/fields';
import { formatMoney } from '../shared/format';
import type { OrderAdjustment, OrderItem } from '../dataProvider/apiTypes';
import { OrderEditButton } from './OrderEditDialog';
import { OrderChangeButton } from './OrderChangeDialog';
import { ChangeRequestsPanel } from '../change-requests/ChangeRequestsPanel';
import { PhoneField } from '../shared/PhoneField';
import { InvoiceButton } from '../payments/InvoiceButton';
import { OrderPayments } from '../payments/OrderPayments';
import { PayerField } from '../payments/PayerField';
import { StatusHistory } from '../kitchen/StatusHistory';
import { deliveryText, minskDateTime } from '../kitchen/minskDays';
import { Allowed } from '../access/Allowed';
import { useAllowed } from '../access/useAllowed';
import { AuditEntries } from '../audit/AuditEntries';

/** The dishes' part of the lines: items_total less the services (an accepted quote's staff, tableware…). */
const dishesTotal = (record: Record<string, unknown> | undefined) =>
  typeof record?.items_total === 'number'
    ? fromMinor(toMinor(record.items_total) - toMinor(Number(record.services_total ?? 0)))
    : undefined;

export const OrderItems = () => {
  const record = useRecordContext();
  const items: OrderItem[] = Array.isArray(record?.order_items) ? record.order_items : [];
  const adjustments: OrderAdjustment[] = Array.isArray(record?.adjustments) ? record.adjustments : [];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="h6" sx={{ mt: 2, mb: 1 }}>
        Состав заказа
      </Typography>
      <Table size="small" aria-label="Состав заказа">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>Название</TableCell>
            <TableCell align="right">Цена</TableCell>
            <TableCell align="right">Кол-во</TableCell>
            <TableCell align="right">Сумма</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={`${item.name}-${index}`}>
              <TableCell sx={{ width: 64 }}>
                {item.image_path ? (
                  <Box component="img" src={item.image_path} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }} />
                ) : null}
              </TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell align="right">{formatMoney(item.product_cost)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatMoney(multiplyMoney(item.product_cost, item.quantity))}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} align="right">
              Блюда
            </TableCell>
            <TableCell align="right">{formatMoney(dishesTotal(record))}</TableCell>
          </TableRow>
          {record?.services_total ? (
            <TableRow>
              <TableCell colSpan={4} align="right">
                Услуги
              </TableCell>
              <TableCell align="right">{formatMoney(record.services_total)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell colSpan={4} align="right">
              Доставка
            </TableCell>
            <TableCell align="right">{formatMoney(record?.delivery_cost)}</TableCell>
          </TableRow>
          {adjustments.map((adjustment, index) => (
            <TableRow key={`adjustment-${index}`}>
              <TableCell colSpan={4} align="right">
                {adjustment.label} ({minskDateTime(adjustment.date)})
              </TableCell>
              <TableCell align="right">{formatMoney(adjustment.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} align="right">
              <strong>Итого</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatMoney(record?.total_cost)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
};

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
  gap: 2,
} as const;

const OrderShowActions = () => (
  <TopToolbar>
    <ListButton />
    <Allowed resource="invoices">
      <InvoiceButton />
    </Allowed>
    <Allowed resource="orders" action="edit">
      <OrderEditButton />
      <OrderChangeButton />
    </Allowed>
  </TopToolbar>
);

/** The event's food cost and margin (a dish without a recipe is named apart). */
const OrderCosting = () => {
  const record = useRecordContext();
  return record ? <CostingPanel subject={{ order_id: Number(record.id) }} /> : null;
};

const OrderTitle = () => {
  const record = useRecordContext();
  return <span>Заказ №{record?.id}</span>;
};

/** The customer's contact data, shown as plain text with a dash when empty. */
const CONTACT_FIELDS = ['surname', 'first_name', 'last_name', 'contact_email', 'delivery_address'] as const;

const OrderAudit = () => {
  const record = useRecordContext();
  return <AuditEntries entity="order" id={record?.id} />;
};

const OrderShow = () => {
  const contacts = useAllowed('customer-contacts');
  return (
    <Show actions={<OrderShowActions />} title={<OrderTitle />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <Box sx={grid}>
            <Labeled source="id">
              <TextField source="id" />
            </Labeled>
            <Labeled source="date_created">
              <DateTimeField source="date_created" />
            </Labeled>
            <Labeled source="status">
              <StatusField source="status" />
            </Labeled>
            {contacts && (
              <Labeled source="contact_phone">
                <PhoneField source="contact_phone" />
              </Labeled>
            )}
            {CONTACT_FIELDS.filter((source) => contacts || source !== 'contact_email').map((source) => (
              <Labeled key={source} source={source}>
                <TextField source={source} emptyText="—" />
              </Labeled>
            ))}
            <Labeled source="payment_method">
              <PaymentField source="payment_method" />
            </Labeled>
            <Labeled source="total_cost">
              <MoneyField source="total_cost" />
            </Labeled>
            <Labeled label="resources.orders.fields.payer">
              <PayerField />
            </Labeled>
            <Labeled source="delivery_at">
              <FunctionField source="delivery_at" render={(r) => minskDateTime(r.delivery_at)} />
            </Labeled>
            <Labeled label="resources.orders.fields.delivery">
              <FunctionField render={deliveryText} />
            </Labeled>
            <Labeled source="guests">
              <FunctionField source="guests" render={(r) => r.guests ?? '—'} />
            </Labeled>
            <Labeled source="delivery_cost">
              <MoneyField source="delivery_cost" />
            </Labeled>
            <Labeled source="cancellation_fee">
              <MoneyField source="cancellation_fee" />
            </Labeled>
            <Labeled label="resources.orders.fields.diet">
              <DietField />
            </Labeled>
            <Labeled source="comment">
              <TextField source="comment" emptyText="—" />
            </Labeled>
          </Box>
          <ChangeRequestsPanel />
          <OrderItems />
          <OrderCosting />
          <OrderPayments />
          <StatusHistory />
          <OrderAudit />
        </CardContent>
      </Card>
    </Show>
  );
};

export default OrderShow;
