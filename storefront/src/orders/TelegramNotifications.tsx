import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../api/client';
import { createTelegramLink, fetchTelegramStatus, unlinkTelegram } from '../api/telegram';

type TelegramState =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'connected' }
  | { kind: 'link'; url: string; expiresAt: number }
  | { kind: 'failed'; message: string };

/** After the link was opened, the page asks whether the chat is bound this often, for at most this long. */
export const TELEGRAM_POLL_MS = 3000;
const WAIT_AT_MOST_MS = 10 * 60_000;
/** A link is replaced this long before its token expires (unless the shopper already opened it). */
const RENEW_BEFORE_MS = 60_000;

/**
 * «Получать уведомления в Telegram» (issue 45), on the order page and in «Мои заказы»: a link to
 * the shop's bot carrying a fresh one-time token; once the shopper pressed «Start» in Telegram
 * the page sees the chat bound (it asks every few seconds, and when the tab gets the focus back)
 * and offers «Отключить». Nothing is shown when the shop has no bot.
 */
export function TelegramNotifications() {
  const [state, setState] = useState<TelegramState>({ kind: 'loading' });
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const status = await fetchTelegramStatus();
      if (!status.enabled) return setState({ kind: 'off' });
      if (status.connected) return setState({ kind: 'connected' });
      const link = await createTelegramLink();
      setState({ kind: 'link', url: link.url, expiresAt: Date.parse(link.expires_at) });
    } catch (error) {
      // The page is about the order: without an answer about Telegram it simply offers none.
      console.error(error);
      setState({ kind: 'off' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // The link was opened: watch for the bot's `/start` binding the chat.
  useEffect(() => {
    if (!waiting) return;
    const check = () =>
      fetchTelegramStatus()
        .then((status) => {
          if (!status.connected) return;
          setWaiting(false);
          setState({ kind: 'connected' });
        })
        .catch(() => undefined);
    const timer = setInterval(() => void check(), TELEGRAM_POLL_MS);
    const giveUp = setTimeout(() => setWaiting(false), WAIT_AT_MOST_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      window.removeEventListener('focus', onFocus);
    };
  }, [waiting]);

  // A page left open longer than the token lives gets a new link (not while the shopper is using this one).
  useEffect(() => {
    if (state.kind !== 'link' || waiting) return;
    const timer = setTimeout(() => void load(), Math.max(0, state.expiresAt - Date.now() - RENEW_BEFORE_MS));
    return () => clearTimeout(timer);
  }, [state, waiting, load]);

  const disconnect = async () => {
    setBusy(true);
    try {
      await unlinkTelegram();
      await load();
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading' || state.kind === 'off') return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Уведомления в Telegram" sx={{ p: 2, my: 2 }}>
      {state.kind === 'failed' && <Alert severity="warning">Telegram: {state.message}</Alert>}
      {state.kind === 'connected' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography data-testid="telegram-connected">
            <b>Telegram подключён</b>: сюда приходят подтверждение, доставка и оплаты ваших заказов.
          </Typography>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => void disconnect()}>
            Отключить
          </Button>
        </Box>
      )}
      {state.kind === 'link' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography>
            {waiting
              ? 'Откройте чат с ботом магазина в Telegram и нажмите «Запустить» — эта страница сама увидит подключение.'
              : 'Узнавайте о подтверждении, доставке и оплатах заказов в Telegram, без писем.'}
          </Typography>
          <Button variant="contained" href={state.url} target="_blank" rel="noopener noreferrer" onClick={() => setWaiting(true)}>
            Получать уведомления в Telegram
          </Button>
        </Box>
      )}
    </Paper>
  );
}
