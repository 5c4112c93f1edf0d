import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { statusLabel } from '../shared/labels';
import { minskDateTime } from './minskDays';

interface HistoryStep {
  from: string | null;
  to: string;
  changed_by: { id: number; email: string | null } | null;
  note: string | null;
  date: string;
}

/** Who changed the order, when and what, oldest first (the creation first). */
export const StatusHistory = () => {
  const record = useRecordContext();
  const steps: HistoryStep[] = Array.isArray(record?.status_history) ? record.status_history : [];
  if (steps.length === 0) return null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        История изменений
      </Typography>
      <Table size="small" aria-label="История изменений">
        <TableHead>
          <TableRow>
            <TableCell>Когда</TableCell>
            <TableCell>Было</TableCell>
            <TableCell>Стало</TableCell>
            <TableCell>Что изменено</TableCell>
            <TableCell>Кто</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step, index) => (
            <TableRow key={index}>
              <TableCell>{minskDateTime(step.date)}</TableCell>
              <TableCell>{step.from === null ? 'создан' : statusLabel(step.from)}</TableCell>
              <TableCell>{step.from === step.to ? '—' : statusLabel(step.to)}</TableCell>
              <TableCell>{step.note ?? ''}</TableCell>
              <TableCell>{step.changed_by ? (step.changed_by.email ?? `пользователь №${step.changed_by.id}`) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
