import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorText } from '../api/client';
import { requestQuoteChanges } from '../api/quotes';

const MAX_COMMENT = 2000;

/** «Нужны изменения»: a comment back to the caterer, who is notified. */
export function QuoteChanges({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (sent)
    return (
      <Alert severity="success" sx={{ flexBasis: '100%' }} data-testid="quote-changes-sent">
        Спасибо! Мы получили ваш комментарий и пришлём обновлённое предложение.
      </Alert>
    );
  if (!open)
    return (
      <Button variant="outlined" size="large" onClick={() => setOpen(true)}>
        Нужны изменения
      </Button>
    );

  const send = async () => {
    if (!comment.trim()) {
      setError('Напишите, что изменить');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestQuoteChanges(token, comment.trim());
      setSent(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ flexBasis: '100%', display: 'grid', gap: 1 }}>
      <TextField
        label="Что изменить?"
        placeholder="Например: гостей будет 45, нужен ещё один официант"
        multiline
        minRows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value.slice(0, MAX_COMMENT))}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          Отправить комментарий
        </Button>
        <Button onClick={() => setOpen(false)} disabled={busy}>
          Отмена
        </Button>
      </Box>
    </Box>
  );
}
