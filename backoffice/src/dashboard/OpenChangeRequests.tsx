import { Box, Chip, CircularProgress, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useGetList } from 'react-admin';
import type { ChangeRequest } from '../change-requests/changeRequests';
import { formatDateTime } from '../shared/format';

const SHOWN = 5;

/** The dashboard's «Просьбы об изменении»: how many wait for an answer, and the oldest few (each opens its order). */
export const OpenChangeRequests = () => {
  const { data, total, isPending } = useGetList<ChangeRequest>('change-requests', {
    filter: { status: 'open' },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Ждут ответа{' '}
        <Chip size="small" color={total ? 'warning' : 'default'} label={total ?? '…'} data-testid="open-change-requests-count" />
      </Typography>
      {isPending ? (
        <CircularProgress size={20} />
      ) : data?.length ? (
        <MuiList dense>
          {data.map((request) => (
            <ListItemButton key={request.id} component={Link} to={`/orders/${request.order_id}/show`} divider>
              <ListItemText
                primary={`Заказ №${request.order_id} · ${request.customer_name}`}
                secondary={`${formatDateTime(request.date_created)} · ${request.summary.join('; ')}`}
              />
            </ListItemButton>
          ))}
        </MuiList>
      ) : (
        <Typography color="text.secondary" variant="body2">
          Нет просьб, ждущих ответа
        </Typography>
      )}
    </Box>
  );
};
