import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDay } from '@bulbash/rules';
import type { PublicQuote, QuoteLine } from '../api/quotes';
import { formatPrice } from '../shared/format';
import { dueText, groupLines, lineTotal, quoteDeliveryText, quoteEventText } from './quoteFacts';

const factsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
} as const;

const Line = ({ line }: { line: QuoteLine }) => (
  <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, py: 0.75 }}>
    <Typography sx={{ overflowWrap: 'anywhere' }}>{line.name}</Typography>
    <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{formatPrice(lineTotal(line))}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
      {line.quantity}
      {line.unit ? ` ${line.unit}` : ' шт.'} × {formatPrice(line.unit_price)}
    </Typography>
  </Box>
);

const Group = ({ title, lines }: { title: string; lines: QuoteLine[] }) => (
  <Box component="section" aria-label={title} sx={{ mt: 2 }}>
    <Typography variant="h6" component="h3">
      {title}
    </Typography>
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      {lines.map((line, index) => (
        <Line key={`${line.product_id ?? line.name}-${index}`} line={line} />
      ))}
    </Box>
  </Box>
);

const Sum = ({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography sx={{ fontWeight: strong ? 700 : undefined, fontSize: strong ? '1.15rem' : undefined }}>{label}</Typography>
    <Typography
      data-testid={testId}
      sx={{ fontWeight: strong ? 700 : undefined, fontSize: strong ? '1.15rem' : undefined, whiteSpace: 'nowrap' }}
    >
      {value}
    </Typography>
  </Box>
);

/** The quote as the customer reads it: the event, the menu by category, services, the money and the terms. */
export function QuoteDetails({ quote }: { quote: PublicQuote }) {
  const { dishes, services } = groupLines(quote.lines);
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Мероприятие
        </Typography>
        <Box component="dl" sx={factsSx}>
          <dt>Дата и время</dt>
          <dd data-testid="quote-event">{quoteEventText(quote)}</dd>
          <dt>Гостей</dt>
          <dd>{quote.guests}</dd>
          {(quote.format_name || quote.format) && (
            <>
              <dt>Формат</dt>
              <dd>{quote.format_name || quote.format}</dd>
            </>
          )}
          <dt>Получение</dt>
          <dd>{quoteDeliveryText(quote)}</dd>
          {quote.company_name && (
            <>
              <dt>Заказчик</dt>
              <dd>{quote.company_name}</dd>
            </>
          )}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Typography variant="h6" component="h2">
          Меню и услуги
        </Typography>
        {dishes.map((group) => (
          <Group key={group.title} title={group.title} lines={group.lines} />
        ))}
        {services.length > 0 && <Group title="Услуги" lines={services} />}
        <Divider sx={{ my: 2 }} />
        <Box aria-label="Стоимость" sx={{ display: 'grid', gap: 0.5 }}>
          <Sum label="Блюда" value={formatPrice(quote.items_total)} />
          {quote.services_total > 0 && <Sum label="Услуги" value={formatPrice(quote.services_total)} />}
          <Sum
            label="Доставка"
            value={
              quote.delivery_method === 'pickup' ? 'самовывоз' : quote.delivery_cost > 0 ? formatPrice(quote.delivery_cost) : 'бесплатно'
            }
          />
          {quote.discount > 0 && (
            <Sum
              label={quote.discount_percent ? `Скидка ${quote.discount_percent} %` : 'Скидка'}
              value={`−${formatPrice(quote.discount)}`}
            />
          )}
          <Sum label="Итого" value={formatPrice(quote.total)} strong testId="quote-total" />
          <Sum label={`На гостя (${quote.guests})`} value={formatPrice(quote.per_guest)} />
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Оплата и условия
        </Typography>
        <Box component="dl" sx={factsSx}>
          {quote.deposit.amount > 0 && (
            <>
              <dt>Предоплата</dt>
              <dd data-testid="quote-deposit">
                {quote.deposit.percent} % — {formatPrice(quote.deposit.amount)}{' '}
                {dueText(quote.deposit.due_at, 'после подтверждения заказа')}
              </dd>
            </>
          )}
          <dt>{quote.deposit.amount > 0 ? 'Остаток' : 'Оплата'}</dt>
          <dd data-testid="quote-balance">
            {formatPrice(quote.balance.amount)} {dueText(quote.balance.due_at, 'до мероприятия')}
          </dd>
          <dt>Действует до</dt>
          <dd data-testid="quote-valid-until">{formatDay(quote.valid_until)} включительно</dd>
        </Box>
        {quote.terms && (
          <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }} data-testid="quote-terms">
            {quote.terms}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {quote.cancellation_rule}
        </Typography>
      </Paper>
    </>
  );
}
