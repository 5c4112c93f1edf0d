import { Box, Button, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { ENQUIRY_STATUS_CHOICES } from './enquiryStatus';

/** A manager moves the enquiry to another status and/or writes a note: one step of the history. */
export const EnquiryStatusForm = () => {
  const record = useRecordContext();
  const [status, setStatus] = useState<string>(String(record?.status ?? 'new'));
  const [note, setNote] = useState('');
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const unchanged = status === record.status && note.trim() === '';

  const save = () =>
    update(
      'enquiries',
      { id: record.id, data: { status, note: note.trim() || null }, previousData: { id: record.id } },
      {
        onSuccess: () => {
          notify('Заявка обновлена', { type: 'success' });
          setNote('');
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'Не удалось сохранить', { type: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <MuiTextField
        select
        size="small"
        label="Статус"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        {ENQUIRY_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        size="small"
        label="Заметка"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        sx={{ flex: '1 1 240px' }}
      />
      <Button variant="contained" onClick={() => void save()} disabled={isPending || unchanged}>
        Сохранить
      </Button>
    </Box>
  );
};
