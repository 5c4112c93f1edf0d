import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import type { DeliveryMethod, DepositTerms } from '@bulbash/rules';
import { httpClient } from '../../dataProvider/http';
import { formatMoney } from '../../shared/format';
import { OrderLinesEditor } from '../OrderLinesEditor';
import { addLine, type EditLine } from '../orderLines';
import { ProductSearch } from '../ProductSearch';
import { deskTotals, toDepositTerms, type PaymentTermsAnswer } from './deskTotals';

const TERMS = '/api/v1/order/payment-terms';

/**
 * The dishes of a phone order: search, quantities and remove as the order page's editor, with
 * dishes, delivery, total and deposit recomputed at each keystroke by the rules the server uses.
 */
export const DeskLines = () => {
  const { field, fieldState } = useController<{ lines: EditLine[] }, 'lines'>({
    name: 'lines',
    defaultValue: [],
    rules: { validate: (lines) => (lines.length > 0 ? true : 'Добавьте хотя бы одно блюдо') },
  });
  const [deliveryMethod, distance, deliveryAt] = useWatch({ name: ['delivery_method', 'delivery_distance_km', 'delivery_at'] }) as [
    DeliveryMethod | undefined,
    number | string | null | undefined,
    string | null | undefined,
  ];
  const [terms, setTerms] = useState<DepositTerms | null>(null);
  useEffect(() => {
    httpClient(TERMS)
      .then(({ json }) => setTerms(toDepositTerms(json as PaymentTermsAnswer)))
      .catch(() => setTerms(null));
  }, []);
  const lines = field.value ?? [];
  const km = Number(distance ?? 0);
  const totals = deskTotals({
    lines,
    deliveryMethod: deliveryMethod ?? 'delivery',
    distanceKm: Number.isFinite(km) && km >= 0 ? km : 0,
    deliveryAt: deliveryAt ?? null,
    terms,
    now: new Date(),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      <ProductSearch onPick={(product) => field.onChange(addLine(lines, product))} />
      {fieldState.error ? (
        <Typography color="error" variant="body2" role="alert">
          {fieldState.error.message}
        </Typography>
      ) : null}
      {lines.length > 0 ? <OrderLinesEditor lines={lines} totals={totals} onChange={field.onChange} /> : null}
      <Box aria-live="polite" data-testid="desk-totals" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>Итого: {totals.total === null ? '—' : formatMoney(totals.total)}</Typography>
        {totals.deposit ? <Typography>{totals.deposit}</Typography> : null}
      </Box>
    </Box>
  );
};
