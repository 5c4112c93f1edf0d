import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useRef, type SyntheticEvent } from 'react';
import { useNotification, type Notice } from '../state/notification';
import { NOTIFICATION_HIDE_MS } from './constants';

/** Top notification bar: 2500 ms, close button and Escape close it, a click elsewhere does not. */
export function NotificationBar() {
  const { notice, clear } = useNotification();
  // Keeps the last text on screen while the bar slides away.
  const shown = useRef<Notice | null>(null);
  if (notice) shown.current = notice;
  const current = notice ?? shown.current;

  const handleClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    clear();
  };

  return (
    <Snackbar
      key={current?.key}
      open={Boolean(notice)}
      autoHideDuration={NOTIFICATION_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Alert
        severity={current?.severity ?? 'info'}
        variant="filled"
        onClose={() => clear()}
        slotProps={{ closeButton: { title: 'Закрыть', 'aria-label': 'Закрыть уведомление' } }}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {current?.text}
      </Alert>
    </Snackbar>
  );
}
