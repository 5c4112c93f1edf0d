import { Box, Card, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatPhone, multiplyMoney } from '@bulbash/rules';
import { EditButton, Show, TopToolbar, useBasename, useRecordContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '../shared/format';
import { minskDateTime } from '../kitchen/minskDays';
import { QuotePdfButton, SendQuoteButton } from './QuoteActions';
import { CostingPanel } from '../costing/CostingPanel';
import { Allowed } from '../access/Allowed';
import { AuditEntries } from '../audit/AuditEntries';
import { isClosedQuote, quoteStatusColor, quoteStatusLabel } from './quoteStatus';

interface ShownLine {
  kind: 'dish' | 'service';
  product_id?: number;
  name?: string;
  unit?: string;
  quantity: number;
  unit_price: number;
  line_total?: number;
}
interface Step {
  from_status: string | null;
  to_status: string;
  note?: string | null;
  changed_by_email?: string | null;
  date_created: string;
}

const Fact = ({ label, value }: { label: string; value: unknown }) => (
  <Box sx={{ minWidth: 180 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ overflowWrap: 'anywhere' }}>{value === null || value === undefined || value === '' ? '—' : String(value)}</Typography>
  </Box>
);

/** The customer's page of the quote (the link the e-mail carries): the API's `link`, else built from the token. */
export const customerLink = (record: Record<string, unknown>) =>
  typeof record.link === 'string' && record.link
    ? record.link
    : typeof record.token === 'string' && record.token
      ? `${window.location.origin}/quote/${record.token}`
      : null;

const LinesTable = ({ lines, label }: { lines: ShownLine[]; label: string }) => (
  <Table size="small" aria-label={label}>
    <TableHead>
      <TableRow>
        <TableCell>{label}</TableCell>
        <TableCell align="right">Цена</TableCell>
        <TableCell align="right">Кол-во</TableCell>
        <TableCell align="right">Сумма</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {lines.map((line, index) => (
        <TableRow key={index}>
          <TableCell>{line.name ?? `Товар №${line.product_id}`}</TableCell>
          <TableCell align="right">{formatMoney(line.unit_price)}</TableCell>
          <TableCell align="right">
            {line.quantity}
            {line.unit ? ` ${line.unit}` : ''}
          </TableCell>
          <TableCell align="right">{formatMoney(line.line_total ?? multiplyMoney(line.unit_price, line.quantity))}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const QuoteDetails = () => {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record) return null;
  const lines = (record.lines ?? []) as ShownLine[];
  const dishes = lines.filter((line) => line.kind === 'dish');
  const services = lines.filter((line) => line.kind === 'service');
  const history = (record.history ?? []) as Step[];
  const link = customerLink(record);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h6">
          Предложение №{record.id}, версия {record.version ?? 1}
        </Typography>
        <Chip label={quoteStatusLabel(record.status)} color={quoteStatusColor(record.status)} />
        {record.order_id ? <Link to={`${basename}/orders/${record.order_id}/show`}>Заказ №{record.order_id}</Link> : null}
        {record.enquiry_id ? <Link to={`${basename}/enquiries/${record.enquiry_id}/show`}>Заявка №{record.enquiry_id}</Link> : null}
        {record.previous_id ? (
          <Link to={`${basename}/quotes/${record.previous_id}/show`}>Предыдущая версия (№{record.previous_id})</Link>
        ) : null}
        {record.replaced_by_id ? (
          <Link to={`${basename}/quotes/${record.replaced_by_id}/show`}>Новая версия (№{record.replaced_by_id})</Link>
        ) : null}
      </Box>
      {link && record.status !== 'draft' && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Ссылка для клиента: <a href={link}>{link}</a>
        </Typography>
      )}
      <Card variant="outlined">
        <CardHeader title="Мероприятие и клиент" />
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 0 }}>
          <Fact label="Дата и время (Минск)" value={minskDateTime(record.event_at)} />
          <Fact label="Гостей" value={record.guests} />
          <Fact label="Формат" value={record.format_name ?? record.format} />
          <Fact
            label="Получение"
            value={
              record.delivery_method === 'pickup'
                ? 'самовывоз'
                : `доставка: ${record.delivery_address ?? 'адрес уточнить'}${record.delivery_distance_km ? `, ${record.delivery_distance_km} км за МКАД` : ''}`
            }
          />
          <Fact label="Контакт" value={record.contact_name} />
          <Fact label="Телефон" value={record.contact_phone ? formatPhone(String(record.contact_phone)) : null} />
          <Fact label="E-mail" value={record.contact_email} />
          <Fact label="Компания" value={record.company_name} />
          <Fact label="УНП" value={record.company_unp} />
          <Fact label="Действует до" value={formatDate(record.valid_until)} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={`Итого: ${formatMoney(record.total)}`} subheader={`на гостя ${formatMoney(record.per_guest)}`} />
        <CardContent sx={{ pt: 0, overflowX: 'auto', display: 'grid', gap: 2 }}>
          {dishes.length > 0 && <LinesTable lines={dishes} label="Блюда" />}
          {services.length > 0 && <LinesTable lines={services} label="Услуги" />}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Fact label="Блюда" value={formatMoney(record.items_total)} />
            <Fact label="Услуги" value={formatMoney(record.services_total)} />
            <Fact label="Доставка" value={formatMoney(record.delivery_cost)} />
            <Fact label={record.discount_percent ? `Скидка ${record.discount_percent} %` : 'Скидка'} value={formatMoney(record.discount)} />
            <Fact
              label={`Предоплата ${record.deposit_percent ?? record.deposit?.percent ?? 0} %`}
              value={
                record.deposit
                  ? `${formatMoney(record.deposit.amount)}${record.deposit.due_at ? ` до ${formatDate(record.deposit.due_at)}` : ''}`
                  : null
              }
            />
            <Fact
              label="Остаток"
              value={
                record.balance
                  ? `${formatMoney(record.balance.amount)}${record.balance.due_at ? ` до ${formatDate(record.balance.due_at)}` : ''}`
                  : null
              }
            />
          </Box>
        </CardContent>
      </Card>
      <CostingPanel subject={{ quote_id: Number(record.id) }} />
      <Card variant="outlined">
        <CardHeader title="Условия и заметка" />
        <CardContent sx={{ pt: 0, display: 'grid', gap: 1 }}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{record.terms || 'Условия не указаны.'}</Typography>
          {record.internal_note && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              Заметка: {record.internal_note}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="История" />
        <CardContent sx={{ pt: 0 }}>
          {history.length === 0 ? (
            <Typography color="text.secondary">Пока без изменений.</Typography>
          ) : (
            <Box component="ol" aria-label="История предложения" sx={{ pl: 2, m: 0 }}>
              {history.map((step, index) => (
                <li key={index}>
                  <Typography>
                    {formatDateTime(step.date_created)} · {step.from_status ? `${quoteStatusLabel(step.from_status)} → ` : ''}
                    {quoteStatusLabel(step.to_status)}
                    {step.changed_by_email ? ` · ${step.changed_by_email}` : ''}
                  </Typography>
                  {step.note && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {step.note}
                    </Typography>
                  )}
                </li>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

const QuoteAudit = () => {
  const record = useRecordContext<RaRecord>();
  return <AuditEntries entity="quote" id={record?.id} />;
};

const Actions = () => {
  const record = useRecordContext<RaRecord>();
  return (
    <TopToolbar>
      <QuotePdfButton />
      {record && !isClosedQuote(record.status) && <EditButton label="Изменить" />}
      <Allowed resource="quotes" action="edit">
        <SendQuoteButton />
      </Allowed>
    </TopToolbar>
  );
};

/** One quote: the event, lines and totals as the customer sees them, status, version and history; send, PDF, edit. */
const QuoteShow = () => (
  <Show title="Предложение" actions={<Actions />}>
    <QuoteDetails />
    <QuoteAudit />
  </Show>
);

export default QuoteShow;
