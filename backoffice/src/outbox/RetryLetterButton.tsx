import { useState } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { OutboxMessage } from '../dataProvider/apiTypes';
import { useAllowed } from '../access/useAllowed';

/** «Отправить ещё раз» on a failed letter: queues it again (the API audits it); absent for a role that only reads the outbox. */
export const RetryLetterButton = ({ message }: { message?: OutboxMessage }) => {
  const context = useRecordContext<OutboxMessage>();
  const record = message ?? context;
  const allowed = useAllowed('outbox', 'edit');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'failed' || !allowed) return null;
  const retry = async () => {
    setBusy(true);
    try {
      await dataProvider.retryLetter(record.id);
      notify(`Письмо для ${record.recipient} отправляется ещё раз`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Не удалось отправить ещё раз', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Отправить ещё раз" onClick={() => void retry()} disabled={busy} size="small">
      <ReplayIcon />
    </Button>
  );
};
