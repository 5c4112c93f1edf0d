import SendIcon from '@mui/icons-material/Send';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import type { AdminDataProvider } from '../dataProvider';
import type { Costing } from '../costing/costingApi';
import { sendConfirmText } from './marginWarning';
import { getToken } from '../dataProvider/http';
import { REST_API } from '../dataProvider/resources';

/** Opens the quote's PDF as the customer gets it (the admin preview needs the admin's token, so it is fetched, then shown). */
export const QuotePdfButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record) return null;
  const open = async () => {
    const token = getToken();
    const response = await fetch(`${REST_API}/quotes/${record.id}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      notify(`PDF не получен (${response.status})`, { type: 'error' });
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Button label="PDF" onClick={() => void open()}>
      <PictureAsPdfIcon />
    </Button>
  );
};

/** «Отправить»: after a confirmation, e-mails the customer the link to the quote (drafts; a sent one again). */
export const SendQuoteButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [costing, setCosting] = useState<Costing | null>(null);
  if (!record || (record.status !== 'draft' && record.status !== 'sent')) return null;
  /** Reads the margin first: below the minimum, the dialog names it (a failed read leaves the usual question). */
  const ask = async () => {
    setBusy(true);
    setCosting(await dataProvider.getCosting({ quote_id: Number(record.id) }).catch(() => null));
    setBusy(false);
    setOpen(true);
  };
  const question = sendConfirmText(String(record.contact_email), costing);
  const send = async () => {
    setBusy(true);
    try {
      await dataProvider.sendQuote(record.id);
      notify(`Предложение отправлено на ${record.contact_email}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Не удалось отправить', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={record.status === 'sent' ? 'Отправить ещё раз' : 'Отправить'}
        onClick={() => void ask()}
        disabled={busy && !open}
        variant="contained"
      >
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={question.title ?? `Отправить предложение №${record.id}?`}
        content={question.content}
        confirm="Отправить"
        cancel="Отмена"
        onConfirm={() => void send()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
