import { Alert, Box, Divider, Typography } from '@mui/material';
import { MAX_DELIVERY_KM } from '@bulbash/rules';
import { formatMoney } from '../shared/format';
import { guestCoverage, type CoverageProduct } from './guestCoverage';
import { totalsInput, type QuoteFormValues } from './quoteValues';
import { quoteTotals } from './quoteTotals';

export interface SummaryProduct extends CoverageProduct {
  price: number;
}

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : undefined }}>
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
      {value}
    </Typography>
  </Box>
);

/**
 * The editor's live totals (the shared totals rule over the form as it is now), the deposit, and
 * the guest plan's coverage of the dishes for the head count.
 */
export const QuoteSummary = ({
  values,
  products,
  categoryName,
}: {
  values: QuoteFormValues;
  products: readonly SummaryProduct[];
  categoryName: (id: number) => string;
}) => {
  const prices = new Map(products.map((product) => [Number(product.id), product.price]));
  const totals = quoteTotals(totalsInput(values, (id) => prices.get(id)));
  const guests = Number(values.guests) || 0;
  const coverage = guests > 0 ? guestCoverage(guests, values.dish_lines ?? [], products, categoryName) : [];
  const depositPercent = Number(values.deposit_percent) || 0;
  return (
    <Box aria-label="Итоги предложения" role="region" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="h6">Итого</Typography>
      <Row label="Блюда" value={formatMoney(totals.items_total)} />
      <Row label="Услуги" value={formatMoney(totals.services_total)} />
      <Row
        label="Доставка"
        value={totals.delivery_cost === null ? `больше ${MAX_DELIVERY_KM} км — не доставляем` : formatMoney(totals.delivery_cost)}
      />
      <Row label="Скидка" value={totals.discount > 0 ? `−${formatMoney(totals.discount)}` : formatMoney(0)} />
      <Divider sx={{ my: 0.5 }} />
      <Row label="Всего" value={formatMoney(totals.total)} strong />
      <Row label={guests > 0 ? `На гостя (${guests})` : 'На гостя'} value={guests > 0 ? formatMoney(totals.per_guest) : '—'} />
      <Row label={`Предоплата ${depositPercent} %`} value={formatMoney(totals.deposit)} />
      <Row label="Остаток" value={formatMoney(totals.balance)} />
      {totals.discount_too_big && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Скидка больше суммы блюд и услуг — такое предложение не сохранится.
        </Alert>
      )}
      {coverage.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Хватит ли на {guests} гостей
          </Typography>
          <Box component="ul" aria-label="Покрытие" sx={{ pl: 2, my: 0 }}>
            {coverage.map((row) => (
              <Typography component="li" variant="body2" key={row.category_id} color={row.ok ? 'success.main' : 'error'}>
                {row.category_name}: {row.covered} из {row.needed} порций {row.ok ? '✓' : '— не хватает'}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
