import { Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDate, formatMoney } from '../shared/format';
import { unitName } from '../costing/units';

interface PricePoint {
  price_per_unit: number;
  date_from: string;
}

/** The ingredient's prices with the day each began, newest first (the API's `price_history`). */
export const PriceHistory = () => {
  const record = useRecordContext();
  if (!record) return null;
  const history = (record.price_history ?? []) as PricePoint[];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title="История цен" />
      <CardContent sx={{ pt: 0 }}>
        {history.length === 0 ? (
          <Typography color="text.secondary">Цена ещё не менялась.</Typography>
        ) : (
          <Table size="small" aria-label="История цен">
            <TableHead>
              <TableRow>
                <TableCell>С даты</TableCell>
                <TableCell align="right">Цена за {unitName(record.unit)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((point, index) => (
                <TableRow key={`${point.date_from}-${index}`}>
                  <TableCell>{formatDate(point.date_from)}</TableCell>
                  <TableCell align="right">{formatMoney(point.price_per_unit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
