import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { httpClient } from '../dataProvider/http';
import { CapacityCalendar, type CalendarAnswer } from './CapacityCalendar';
import { CapacitySettingsForm } from './CapacitySettingsForm';
import { ClosingDaysDialog, type OrderOnClosingDay } from './ClosingDaysDialog';
import { minskMonth, toFormValues, type CapacitySettings } from './capacityForm';
import { useAllowed } from '../access/useAllowed';

const CAPACITY = '/api/v1/bulbash_admin/capacity';

/** «Загрузка кухни»: the month's load per day beside the capacity settings form. */
const KitchenLoad = () => {
  const notify = useNotify();
  const [month, setMonth] = useState(() => minskMonth(new Date()));
  // The kitchen and the manager see the calendar only; changing the capacity is the owner's.
  const canChange = useAllowed('capacity', 'edit');
  const [calendar, setCalendar] = useState<CalendarAnswer | null>(null);
  const [settings, setSettings] = useState<CapacitySettings | null>(null);
  const [pending, setPending] = useState<{ settings: CapacitySettings; orders: OrderOnClosingDay[] } | null>(null);

  const loadCalendar = useCallback(
    (shown: string) =>
      httpClient(`${CAPACITY}/calendar?month=${shown}`)
        .then(({ json }) => setCalendar(json as CalendarAnswer))
        .catch((error: Error) => notify(error.message, { type: 'error' })),
    [notify],
  );

  useEffect(() => {
    void loadCalendar(month);
  }, [month, loadCalendar]);

  useEffect(() => {
    httpClient(CAPACITY)
      .then(({ json }) => setSettings(json as CapacitySettings))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  }, [notify]);

  /** A change that closes days holding orders is a 409 listing them: the manager confirms it in a dialog. */
  const save = (next: CapacitySettings, confirm = false) =>
    httpClient(CAPACITY, { method: 'PATCH', body: JSON.stringify(confirm ? { ...next, confirm: true } : next) })
      .then(({ json }) => {
        setPending(null);
        setSettings(json as CapacitySettings);
        notify('Настройки кухни сохранены', { type: 'success' });
        return loadCalendar(month);
      })
      .catch((error: Error) => {
        const orders =
          error instanceof HttpError && error.status === 409 ? (error.body as { orders?: OrderOnClosingDay[] })?.orders : undefined;
        if (orders?.length) setPending({ settings: next, orders });
        else notify(error.message, { type: 'error' });
      });

  return (
    <Box
      sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: canChange ? '3fr 2fr' : '1fr' }, alignItems: 'start' }}
    >
      <Title title="Загрузка кухни" />
      <Card variant="outlined">
        <CardContent>
          <CapacityCalendar month={month} answer={calendar} onMonthChange={setMonth} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Гости на день / мощность; зелёный — до половины, жёлтый — до 90 %, красный — почти или совсем занято. Нажмите на день, чтобы
            открыть его заказы.
          </Typography>
        </CardContent>
      </Card>
      {canChange && (
        <Card variant="outlined">
          <CardContent>
            {settings ? (
              <CapacitySettingsForm key={JSON.stringify(settings)} initial={toFormValues(settings)} onSave={save} />
            ) : (
              <CircularProgress aria-label="Загрузка" />
            )}
          </CardContent>
        </Card>
      )}
      <ClosingDaysDialog
        orders={pending?.orders ?? null}
        onCancel={() => setPending(null)}
        onConfirm={() => (pending ? save(pending.settings, true) : Promise.resolve())}
      />
    </Box>
  );
};

export default KitchenLoad;
