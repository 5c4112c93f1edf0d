import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, CircularProgress, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { TELEGRAM_EVENT_LABELS, TELEGRAM_EVENTS, formatMinskTime, type TelegramEvent } from '@bulbash/rules';
import type { TelegramSettings as TelegramState } from '../dataProvider/apiTypes';
import { httpClient } from '../dataProvider/http';
import { useAllowed } from '../access/useAllowed';

const TELEGRAM = '/api/v1/admin/telegram';

/**
 * «Telegram» in the settings (issue 45): whether the shop has a bot, the staff group it posts to
 * (connected with the one-time code shown here: `/connect CODE` in the group) and the events the
 * group hears. Only the owner sees the code and may save or disconnect (settings write).
 */
export const TelegramSettings = () => {
  const notify = useNotify();
  const canChange = useAllowed('shop-settings', 'edit');
  const [settings, setSettings] = useState<TelegramState | null>(null);
  const [events, setEvents] = useState<TelegramEvent[]>([]);
  const [busy, setBusy] = useState(false);

  const show = useCallback((next: TelegramState) => {
    setSettings(next);
    setEvents(next.events as TelegramEvent[]);
  }, []);

  const load = useCallback(
    () =>
      httpClient(TELEGRAM)
        .then(({ json }) => show(json as TelegramState))
        .catch((error: Error) => notify(error.message, { type: 'error' })),
    [notify, show],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (method: 'PUT' | 'DELETE', url: string, done: string, body?: unknown) => {
    setBusy(true);
    try {
      const { json } = await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      show(json as TelegramState);
      notify(done, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (event: TelegramEvent, on: boolean) =>
    setEvents((current) => TELEGRAM_EVENTS.filter((code) => (code === event ? on : current.includes(code))));
  const changed = settings !== null && events.join(',') !== settings.events.join(',');

  return (
    <Card variant="outlined" component="section" aria-label="Telegram">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Telegram
        </Typography>
        {settings === null && <CircularProgress size={24} aria-label="Загрузка" />}
        {settings && !settings.enabled && (
          <Alert severity="info">
            <b>Telegram не подключён.</b> Чтобы кухня узнавала о заказах в группе, а клиенты — о своих заказах, создайте бота у @BotFather и
            задайте TELEGRAM_BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET и TELEGRAM_BOT_NAME (инструкция — docs/operations.md, §10).
          </Alert>
        )}
        {settings?.enabled && (
          <>
            <Typography>
              Бот: <b>@{settings.bot_name}</b>
            </Typography>
            {settings.group ? (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography data-testid="telegram-group">
                  Группа сотрудников: <b>{settings.group.title || settings.group.chat_id}</b>
                </Typography>
                {canChange && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => void act('DELETE', `${TELEGRAM}/group`, 'Группа отключена')}
                  >
                    Отключить группу
                  </Button>
                )}
              </Box>
            ) : (
              <Typography data-testid="telegram-group">Группа сотрудников не подключена.</Typography>
            )}
            {canChange && settings.connect_code && (
              <Alert severity="info" action={<Button onClick={() => void load()}>Обновить</Button>}>
                {settings.group ? 'Чтобы перенести уведомления в другую группу' : 'Чтобы подключить группу'}: добавьте @{settings.bot_name}{' '}
                в группу сотрудников и отправьте там <code data-testid="telegram-connect">/connect {settings.connect_code}</code>
                {settings.connect_code_expires_at
                  ? ` (код действует до ${formatMinskTime(new Date(settings.connect_code_expires_at))})`
                  : ''}
                .
              </Alert>
            )}
            <Box>
              <Typography sx={{ mb: 1 }}>Что присылать в группу:</Typography>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {TELEGRAM_EVENTS.map((event) => (
                  <FormControlLabel
                    key={event}
                    label={TELEGRAM_EVENT_LABELS[event]}
                    control={
                      <Checkbox checked={events.includes(event)} disabled={!canChange} onChange={(_change, on) => toggle(event, on)} />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
            {canChange && (
              <Box>
                <Button
                  variant="contained"
                  disabled={busy || !changed}
                  onClick={() => void act('PUT', TELEGRAM, 'Настройки Telegram сохранены', { events })}
                >
                  Сохранить настройки Telegram
                </Button>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
