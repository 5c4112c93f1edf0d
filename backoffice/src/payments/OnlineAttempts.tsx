import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { minskDateTime } from '../kitchen/minskDays';
import { formatMoney } from '../shared/format';
import { ATTEMPT_METHOD_LABELS, ATTEMPT_STATUS_LABELS, ATTEMPT_WHAT_LABELS } from './onlinePayments';
import type { OnlineAttempt } from './paymentsApi';

/** The order's online payment attempts: pending ones too, with the provider's uid once it has one. */
export function OnlineAttempts({ attempts }: { attempts: OnlineAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Онлайн-платежи
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Онлайн-платежи заказа">
          <TableHead>
            <TableRow>
              <TableCell>Создан</TableCell>
              <TableCell>Способ</TableCell>
              <TableCell>Что</TableCell>
              <TableCell align="right">Сумма</TableCell>
              <TableCell>Статус</TableCell>
              <TableCell>Транзакция bePaid</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attempts.map((attempt) => (
              <TableRow key={attempt.id}>
                <TableCell>{minskDateTime(attempt.date_created)}</TableCell>
                <TableCell>{ATTEMPT_METHOD_LABELS[attempt.method] ?? attempt.method}</TableCell>
                <TableCell>{ATTEMPT_WHAT_LABELS[attempt.what] ?? attempt.what}</TableCell>
                <TableCell align="right">{formatMoney(attempt.amount)}</TableCell>
                <TableCell sx={{ fontWeight: attempt.status === 'pending' ? 700 : undefined }} data-testid={`attempt-${attempt.id}-status`}>
                  {ATTEMPT_STATUS_LABELS[attempt.status] ?? attempt.status}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{attempt.provider_uid ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
