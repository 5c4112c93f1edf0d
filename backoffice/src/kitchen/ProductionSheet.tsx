import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { OrderRef } from '../access/OrderRef';
import { Title } from 'react-admin';
import { httpClient } from '../dataProvider/http';
import { ReportToolbar, type ReportRange } from '../shared/ReportToolbar';
import { kitchenPrintCss } from './printCss';
import { minskDay } from './minskDays';
import { allergenPhrase } from '../shared/dietary';
import { ProductionEvents, serviceText, type ProductionEvent, type ProductionService } from './ProductionEvents';

const SHEET_PATH = '/api/v1/bulbash_admin/production-sheet';

interface SheetLine {
  product_id: number | null;
  name: string;
  quantity: number;
  order_ids: number[];
  allergens: string[];
  allergy_order_ids: number[];
  /** Orders that excluded an allergen of this dish, with those allergens. */
  conflicts: { order_id: number; allergens: string[] }[];
}

interface Sheet {
  date_from: string;
  date_to: string;
  items: SheetLine[];
  orders: number;
  allergy_notes: { order_id: number; comment: string }[];
  events: ProductionEvent[];
  services: (ProductionService & { order_ids: number[] })[];
}

/** The excluded allergens of order `id` that this dish holds, or null. */
const conflictOf = (line: SheetLine, id: number) => line.conflicts?.find((conflict) => conflict.order_id === id)?.allergens ?? null;

const ruDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The production sheet: what to prepare for the events of a day or range, printable and exportable. */
const ProductionSheet = () => {
  const [range, setRange] = useState<ReportRange>(() => {
    const tomorrow = minskDay(new Date(), 1);
    return { from: tomorrow, to: tomorrow };
  });
  const { from, to } = range;
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    httpClient(`${SHEET_PATH}?${new URLSearchParams({ date_from: from, date_to: to }).toString()}`)
      .then(({ json }) => {
        if (current) {
          setSheet(json as Sheet);
          setError(null);
        }
      })
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [from, to]);

  const period = from === to ? ruDay(from) : `${ruDay(from)} — ${ruDay(to)}`;
  const params = { date_from: from, date_to: to };
  const file = `production-sheet-${from}_${to}`;

  return (
    <Box className="kitchen-page" sx={{ py: 2 }}>
      <Title title="Производственный лист" />
      <style>{kitchenPrintCss()}</style>
      <ReportToolbar
        mode="range"
        range={range}
        onChange={setRange}
        printable
        downloads={[
          { label: 'CSV', kind: 'csv', path: `${SHEET_PATH}.csv`, params, fileName: `${file}.csv` },
          { label: 'PDF', kind: 'pdf', path: `${SHEET_PATH}.pdf`, params, fileName: `${file}.pdf` },
        ]}
      />
      {error ? (
        <Alert severity="error" className="kitchen-no-print">
          {error}
        </Alert>
      ) : null}
      <Card className="kitchen-sheet" variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1">
            Производственный лист на {period}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Заказов (без отменённых): {sheet?.orders ?? 0}
          </Typography>
          {sheet && sheet.allergy_notes.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} aria-label="Аллергии в заказах">
              <strong>Аллергии в заказах:</strong>
              {sheet.allergy_notes.map((note) => (
                <div key={note.order_id}>
                  <OrderRef id={note.order_id} />: {note.comment}
                </div>
              ))}
            </Alert>
          )}
          {sheet && sheet.items.length === 0 ? (
            <Typography>На эти дни блюд нет.</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Производственный лист">
                <TableHead>
                  <TableRow>
                    <TableCell>Блюдо</TableCell>
                    <TableCell align="right">Количество</TableCell>
                    <TableCell>Заказы</TableCell>
                    <TableCell>Аллергены</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(sheet?.items ?? []).map((line) => (
                    <TableRow key={`${line.product_id ?? ''}-${line.name}`}>
                      <TableCell>{line.name}</TableCell>
                      <TableCell align="right">
                        <strong>{line.quantity}</strong>
                      </TableCell>
                      <TableCell>
                        {line.order_ids.map((id, index) => (
                          <span key={id}>
                            {index > 0 ? ', ' : ''}
                            <OrderRef id={id} />
                            {conflictOf(line, id) && (
                              <Box
                                component="strong"
                                sx={{ color: 'error.main' }}
                                data-testid="dish-conflict"
                                title="Клиент исключил аллерген этого блюда"
                              >
                                {' '}
                                (исключены: {allergenPhrase(conflictOf(line, id) ?? [])}!)
                              </Box>
                            )}
                          </span>
                        ))}
                      </TableCell>
                      <TableCell>{allergenPhrase(line.allergens) || '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {sheet && sheet.services.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="h6" sx={{ mb: 1 }}>
                Услуги
              </Typography>
              <Typography component="ul" aria-label="Услуги" sx={{ m: 0, pl: 3 }}>
                {sheet.services.map((service) => (
                  <li key={`${service.name}-${service.unit ?? ''}`}>
                    {serviceText(service)}:{' '}
                    {service.order_ids.map((id, index) => (
                      <span key={id}>
                        {index > 0 ? ', ' : ''}
                        <OrderRef id={id} />
                      </span>
                    ))}
                  </li>
                ))}
              </Typography>
            </Box>
          )}
          {sheet && <ProductionEvents events={sheet.events} />}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ProductionSheet;
