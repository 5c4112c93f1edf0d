import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { toLinkAddress } from './linkAddress';

interface LinkDialogProps {
  /** The address of the link under the cursor, or '' for a new link. */
  initial: string;
  /** The address to link to, or null to remove the link. */
  onApply: (href: string | null) => void;
  onClose: () => void;
}

export const LinkDialog = ({ initial, onApply, onClose }: LinkDialogProps) => {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = toLinkAddress(typed);
    if ('error' in address) setError(address.error);
    else onApply(address.href);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="link-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="link-dialog-title">{initial ? 'Изменить ссылку' : 'Добавить ссылку'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Адрес ссылки"
            placeholder="https://…, e-mail или телефон"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError('');
            }}
            error={error !== ''}
            helperText={error || ' '}
          />
        </DialogContent>
        <DialogActions>
          {initial ? <Button onClick={() => onApply(null)}>Убрать ссылку</Button> : null}
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained">
            Применить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
