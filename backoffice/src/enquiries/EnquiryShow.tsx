import { isValidElement } from 'react';
import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CostingPanel } from '../costing/CostingPanel';
import { Link, Show, useBasename, useRecordContext } from 'react-admin';
import { CreateOrderButton } from './CreateOrderDialog';
import { MakeQuoteButton } from '../quotes/MakeQuoteButton';
import { formatDateTime, formatMoney } from '../shared/format';
import { PhoneLink } from '../shared/PhoneField';
import { enquiryStatusLabel } from './enquiryStatus';
import { EnquiryStatusForm } from './EnquiryStatusForm';

interface Line {
  product_id: number;
  name: string;
  unit_price: number;
  quantity: number;
  people_numbers: number;
  line_total: number;
}
interface Coverage {
  category_id: number;
  category_name: string;
  needed: number;
  covered: number;
  ok: boolean;
}
interface Step {
  from_status: string | null;
  to_status: string;
  note: string | null;
  changed_by_email: string | null;
  date_created: string;
}

const Fact = ({ label, value }: { label: string; value: unknown }) => (
  <Box sx={{ minWidth: 180 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">
      {value === null || value === undefined || value === '' ? '—' : isValidElement(value) ? value : String(value)}
    </Typography>
  </Box>
);

const EnquiryDetails = () => {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record) return null;
  const lines = (record.lines ?? []) as Line[];
  const coverage = (record.coverage ?? []) as Coverage[];
  const history = (record.history ?? []) as Step[];
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6">
          Заявка №{record.id}: {record.format_name}, {record.guests} гостей — {record.status_label ?? enquiryStatusLabel(record.status)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {record.order_id ? (
            <Link to={`${basename}/orders/${record.order_id}/show`}>Заказ №{record.order_id}</Link>
          ) : (
            <CreateOrderButton />
          )}
          {!record.order_id && <MakeQuoteButton />}
        </Box>
      </Box>
      <Card variant="outlined">
        <CardHeader title="Изменить статус" />
        <CardContent sx={{ pt: 0 }}>
          <EnquiryStatusForm />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Мероприятие и контакты" />
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 0 }}>
          <Fact label="Дата и время" value={formatDateTime(record.event_at)} />
          <Fact label="Гостей" value={record.guests} />
          <Fact label="Формат" value={record.format_name} />
          <Fact label="Бюджет на гостя" value={record.budget_per_guest === null ? null : formatMoney(record.budget_per_guest)} />
          <Fact
            label="Получение"
            value={
              record.delivery_method === 'pickup'
                ? 'самовывоз'
                : `доставка: ${record.delivery_address ?? 'адрес уточнить'}${record.delivery_distance_km ? `, ${record.delivery_distance_km} км за МКАД` : ''}`
            }
          />
          <Fact label="Контакт" value={record.contact_name} />
          <Fact label="Телефон" value={<PhoneLink phone={record.contact_phone} />} />
          <Fact label="E-mail" value={record.contact_email} />
          <Fact label="Компания" value={record.company_name} />
          <Fact label="Клиент" value={record.user_id ? `аккаунт №${record.user_id}` : 'гость (без аккаунта)'} />
          <Fact label="Комментарий" value={record.comment} />
          <Fact label="Получена" value={formatDateTime(record.date_created)} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={`Меню: ${formatMoney(record.total)}`} />
        <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
          {lines.length === 0 ? (
            <Typography color="text.secondary">Клиент не прислал меню.</Typography>
          ) : (
            <Table size="small" aria-label="Меню заявки">
              <TableHead>
                <TableRow>
                  <TableCell>Блюдо</TableCell>
                  <TableCell align="right">Цена</TableCell>
                  <TableCell align="right">Кол-во</TableCell>
                  <TableCell align="right">На человек</TableCell>
                  <TableCell align="right">Сумма</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.product_id}>
                    <TableCell>{line.name}</TableCell>
                    <TableCell align="right">{formatMoney(line.unit_price)}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{line.people_numbers * line.quantity}</TableCell>
                    <TableCell align="right">{formatMoney(line.line_total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {coverage.length > 0 && (
            <Box component="ul" aria-label="Покрытие" sx={{ pl: 2, mb: 0 }}>
              {coverage.map((row) => (
                <Typography component="li" key={row.category_id} color={row.ok ? 'success.main' : 'error'}>
                  {row.category_name}: {row.covered} из {row.needed} порций {row.ok ? '✓' : '— не хватает'}
                </Typography>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      {lines.length > 0 && <CostingPanel subject={{ enquiry_id: Number(record.id) }} />}
      <Card variant="outlined">
        <CardHeader title="История" />
        <CardContent sx={{ pt: 0 }}>
          <Box component="ol" aria-label="История заявки" sx={{ pl: 2, m: 0 }}>
            {history.map((step, index) => (
              <li key={index}>
                <Typography>
                  {formatDateTime(step.date_created)} · {step.from_status ? `${enquiryStatusLabel(step.from_status)} → ` : ''}
                  {enquiryStatusLabel(step.to_status)}
                  {step.changed_by_email ? ` · ${step.changed_by_email}` : ''}
                </Typography>
                {step.note && (
                  <Typography variant="body2" color="text.secondary">
                    {step.note}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

/** One enquiry: event, contacts, menu with its coverage, history, and the status change. */
const EnquiryShow = () => (
  <Show title="Заявка">
    <EnquiryDetails />
  </Show>
);

export default EnquiryShow;
