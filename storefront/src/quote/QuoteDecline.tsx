import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorText } from '../api/client';
import { declineQuote } from '../api/quotes';

/** «Отказаться»: declines the quote, with an optional reason for the caterer. */
export function QuoteDecline({ token, onDeclined }: { token: string; onDeclined: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!open)
    return (
      <Button color="inherit" size="large" onClick={() => setOpen(true)}>
        Отказаться
      </Button>
    );

  const decline = async () => {
    setBusy(true);
    setError(null);
    try {
      await declineQuote(token, reason.trim());
      onDeclined();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Box sx={{ flexBasis: '100%', display: 'grid', gap: 1 }} role="group" aria-label="Отказ от предложения">
      <TextField
        label="Почему не подходит? (необязательно)"
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value.slice(0, 2000))}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="error" onClick={() => void decline()} disabled={busy}>
          Отказаться от предложения
        </Button>
        <Button onClick={() => setOpen(false)} disabled={busy}>
          Отмена
        </Button>
      </Box>
    </Box>
  );
}
