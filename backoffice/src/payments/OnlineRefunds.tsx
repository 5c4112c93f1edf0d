import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { minskDateTime } from '../kitchen/minskDays';
import { formatMoney } from '../shared/format';
import type { OnlineRefund } from './paymentsApi';

/** The order's refunds through bePaid with their state: one being checked says so until bePaid settles it. */
export function OnlineRefunds({ refunds }: { refunds: OnlineRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Возвраты через bePaid
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Возвраты заказа через bePaid">
          <TableHead>
            <TableRow>
              <TableCell>Когда</TableCell>
              <TableCell align="right">Сумма</TableCell>
              <TableCell>Причина</TableCell>
              <TableCell>Статус</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map((refund) => (
              <TableRow key={refund.id}>
                <TableCell>{minskDateTime(refund.date_created)}</TableCell>
                <TableCell align="right">{formatMoney(refund.amount)}</TableCell>
                <TableCell>{refund.reason}</TableCell>
                <TableCell
                  sx={{ fontWeight: refund.status === 'unknown' || refund.status === 'pending' ? 700 : undefined }}
                  data-testid={`refund-${refund.id}-status`}
                >
                  {refund.status_label}
                  {refund.status === 'failed' && refund.message ? `: ${refund.message}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
