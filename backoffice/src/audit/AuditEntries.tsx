import { Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useGetList } from 'react-admin';
import { useAllowed } from '../access/useAllowed';
import { ChangesText } from './ChangesField';
import { actionLabel, actorText, minskTime, type AuditEntry } from './auditText';

const PAGE = 50;

const EntriesTable = ({ entity, id }: { entity: string; id: string | number }) => {
  const { data, total, isPending, error } = useGetList<AuditEntry>('audit-log', {
    filter: { entity, entity_id: id },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: PAGE },
  });
  if (isPending) return <CircularProgress size={20} aria-label="Загрузка журнала" />;
  if (error) return <Typography color="error">Не удалось загрузить журнал: {(error as Error).message}</Typography>;
  if (!data?.length) return <Typography color="text.secondary">Изменений пока не было</Typography>;
  return (
    <>
      <Table size="small" aria-label="Журнал изменений записи">
        <TableHead>
          <TableRow>
            <TableCell>Время (Минск)</TableCell>
            <TableCell>Кто</TableCell>
            <TableCell>Действие</TableCell>
            <TableCell>Изменения</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{minskTime(entry.at)}</TableCell>
              <TableCell>{actorText(entry)}</TableCell>
              <TableCell>{actionLabel(entry.action)}</TableCell>
              <TableCell>
                <ChangesText entity={entity} changes={entry.changes} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(total ?? 0) > PAGE && (
        <Link to={`/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity, entity_id: String(id) }))}`}>
          Весь журнал этой записи
        </Link>
      )}
    </>
  );
};

/**
 * «Журнал изменений» of one record (an order, a product, a quote): its entries, newest first.
 * Absent for a role that may not read the audit log.
 */
export const AuditEntries = ({ entity, id }: { entity: string; id: string | number | undefined }) => {
  const allowed = useAllowed('audit-log', 'list');
  if (!allowed || id === undefined || id === null) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Журнал изменений
        </Typography>
        <EntriesTable entity={entity} id={id} />
      </CardContent>
    </Card>
  );
};
