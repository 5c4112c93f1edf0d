import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { fetchQuote, quotePdfUrl, type PublicQuote } from '../api/quotes';
import { LoadError } from '../shared/LoadError';
import { PageContainer } from '../shared/PageContainer';
import { useAsync } from '../shared/useAsync';
import { AcceptedNotice, QuoteAccept } from './QuoteAccept';
import { QuoteChanges } from './QuoteChanges';
import { QuoteDecline } from './QuoteDecline';
import { QuoteDetails } from './QuoteDetails';
import { closedQuoteText } from './quoteFacts';

/** A quote that can no longer be accepted: why, and where to ask for a new one. */
function ClosedNotice({ text }: { text: string }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="quote-closed">
      {text}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component={RouterLink} to="/event" variant="contained" size="small">
          Запросить новое предложение
        </Button>
        <Button component={RouterLink} to="/contacts" variant="outlined" size="small">
          Контакты
        </Button>
      </Box>
    </Alert>
  );
}

/** The page of a loaded quote: its state, the details, and what the customer can do with it. */
export function QuoteView({ quote: loaded }: { quote: PublicQuote }) {
  const [orderId, setOrderId] = useState<number | null>(null);
  const [declined, setDeclined] = useState(false);
  const quote: PublicQuote = declined ? { ...loaded, status: 'declined', can_accept: false } : loaded;
  const accepted = orderId !== null || quote.status === 'accepted';
  const closed = closedQuoteText(quote);
  const open = !accepted && !closed && (quote.can_accept ?? quote.status === 'sent');
  return (
    <>
      {accepted && <AcceptedNotice orderId={orderId ?? quote.order_id} />}
      {closed && <ClosedNotice text={closed} />}
      <QuoteDetails quote={quote} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3, alignItems: 'flex-start' }}>
        {open && <QuoteAccept quote={quote} onAccepted={setOrderId} />}
        <Button component="a" href={quotePdfUrl(quote.token)} download variant="outlined" size="large">
          Скачать PDF
        </Button>
        {open && <QuoteChanges token={quote.token} />}
        {open && <QuoteDecline token={quote.token} onDeclined={() => setDeclined(true)} />}
      </Box>
    </>
  );
}

/** `/quote/:token`, the link of the quote's e-mail: the proposal, its PDF, accepting it or asking for changes. */
export default function QuotePage() {
  const { token = '' } = useParams();
  const { data, error, retry } = useAsync((signal) => fetchQuote(token, signal), [token]);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <Navigate to="/404" replace />;
  const heading = data
    ? `Коммерческое предложение №${data.id}${data.version > 1 ? ` (версия ${data.version})` : ''}`
    : 'Коммерческое предложение';
  return (
    <PageContainer title="Коммерческое предложение" heading={heading} maxWidth="md">
      {error ? <LoadError onRetry={retry} what="предложение" /> : null}
      {!data && !error && <CircularProgress size={28} aria-label="Загрузка предложения" />}
      {data && <QuoteView quote={data} />}
    </PageContainer>
  );
}
