import { Box, Chip, CircularProgress, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useGetList } from 'react-admin';
import type { OutboxMessage } from '../dataProvider/apiTypes';
import { RetryLetterButton } from '../outbox/RetryLetterButton';

const SHOWN = 5;
const FAILED_FILTER = encodeURIComponent(JSON.stringify({ status: 'failed' }));

/** The dashboard's «Неотправленные письма»: how many letters the mail server refused for good, the newest few with the reason. */
export const FailedLetters = () => {
  const { data, total, isPending } = useGetList<OutboxMessage>('outbox', {
    filter: { status: 'failed' },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'id', order: 'DESC' },
  });
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Не отправлено <Chip size="small" color={total ? 'error' : 'default'} label={total ?? '…'} data-testid="failed-letters-count" />
      </Typography>
      {isPending ? (
        <CircularProgress size={20} />
      ) : data?.length ? (
        <MuiList dense>
          {data.map((message) => (
            <ListItem key={message.id} divider secondaryAction={<RetryLetterButton message={message} />}>
              <ListItemText primary={`${message.recipient} · ${message.subject}`} secondary={message.last_error ?? ''} />
            </ListItem>
          ))}
        </MuiList>
      ) : (
        <Typography color="text.secondary" variant="body2">
          Все письма отправлены
        </Typography>
      )}
      {(total ?? 0) > 0 && <Link to={`/outbox?filter=${FAILED_FILTER}`}>Все неотправленные письма</Link>}
    </Box>
  );
};
