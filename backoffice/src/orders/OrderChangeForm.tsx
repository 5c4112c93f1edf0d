import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { HttpError, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { formatMinute, fromMinskTime, toMinskIso, toMinskTime, type DeliveryMethod } from '@bulbash/rules';
import type { OrderAdjustment } from '../dataProvider/apiTypes';
import { formatMoney } from '../shared/format';
import { useNotifyUpdated } from '../shared/useUpdateNotify';
import { ProductSearch } from './ProductSearch';
import { OrderLinesEditor } from './OrderLinesEditor';
import { ReschedulePicker } from './ReschedulePicker';
import { describeError, type FieldError } from './orderErrors';
import {
  addLine,
  linesChanged,
  linesFromItems,
  keptItemsTotal,
  linesRequest,
  orderTotals,
  validQuantity,
  type EditLine,
  type OrderItemLike,
} from './orderLines';

/** The API's answer when someone saved the order since it was loaded (optimistic locking). */
const ORDER_CHANGED = 'Заказ изменился, обновите страницу';

const section = { mt: 2, mb: 1 } as const;
const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '160px 200px 1fr 140px' }, alignItems: 'start' } as const;

/** A Minsk day and 'HH:MM' of a stored instant; empty when the time is still to be agreed. */
const minskParts = (value: unknown): { day: string; time: string } => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return { day: '', time: '' };
  const { day, minute } = toMinskTime(new Date(value));
  return { day, time: formatMinute(minute) };
};

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The order page's big editor: the dishes (quantities, add by search, remove), guests, delivery
 * and the event time from the kitchen's free slots, with the new totals before saving. One PUT
 * with only what changed and the version the page read; the server recomputes, records the
 * change in the history and e-mails the customer a summary. Its own lazy chunk, like the small
 * status/payment form.
 */
/** A customer's change request applied to the form for review: what it asks replaces the order's values. */
export interface ChangeProposal {
  guests: number | null;
  delivery_at: string | null;
  lines: EditLine[] | null;
}

const OrderChangeForm = ({
  record,
  onSaved,
  proposal,
  onApplied,
}: {
  record: RaRecord;
  onSaved: () => void;
  proposal?: ChangeProposal;
  /** Called once the order is saved (not when the save is refused). */
  onApplied?: () => void;
}) => {
  const adjustments: OrderAdjustment[] = Array.isArray(record.adjustments) ? record.adjustments : [];
  const initial = useMemo(
    () => linesFromItems(Array.isArray(record.order_items) ? (record.order_items as OrderItemLike[]) : []),
    [record.order_items],
  );
  const when = useMemo(() => minskParts(record.delivery_at), [record.delivery_at]);

  const wished = useMemo(() => minskParts(proposal?.delivery_at), [proposal?.delivery_at]);
  const [lines, setLines] = useState<EditLine[]>(proposal?.lines ?? initial.lines);
  const [guests, setGuests] = useState(
    proposal?.guests != null ? String(proposal.guests) : record.guests === null || record.guests === undefined ? '' : String(record.guests),
  );
  const [method, setMethod] = useState<DeliveryMethod>(record.delivery_method === 'pickup' ? 'pickup' : 'delivery');
  const [address, setAddress] = useState<string>(record.delivery_address ?? '');
  const [km, setKm] = useState(String(record.delivery_distance_km ?? 0));
  const [day, setDay] = useState(proposal?.delivery_at ? wished.day : when.day);
  const [time, setTime] = useState(proposal?.delivery_at ? wished.time : when.time);
  const [force, setForce] = useState(false);
  /** Ids of kept lines (services, deleted dishes) the admin removes. */
  const [removed, setRemoved] = useState<number[]>([]);
  const kept = initial.orphans.filter((item) => item.id === undefined || !removed.includes(item.id));
  const [error, setError] = useState<FieldError | null>(null);

  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const notifyUpdated = useNotifyUpdated();
  const refresh = useRefresh();

  const distance = Number(km);
  const totals = orderTotals({
    lines,
    deliveryMethod: method,
    distanceKm: Number.isFinite(distance) ? distance : 0,
    storedDelivery: {
      method: record.delivery_method === 'pickup' ? 'pickup' : 'delivery',
      distanceKm: record.delivery_distance_km ?? 0,
      cost: record.delivery_cost ?? 0,
    },
    adjustments: adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0),
    keptItems: keptItemsTotal(kept),
  });

  /** Only what differs from the order as loaded. */
  const changes = (): Record<string, unknown> => {
    const data: Record<string, unknown> = {};
    if (linesChanged(initial.lines, lines)) data.lines = linesRequest(lines);
    if (removed.length > 0) data.remove_line_ids = removed;
    const guestCount = numberOrNull(guests);
    if (guestCount !== (record.guests ?? null)) data.guests = guestCount;
    if (method !== record.delivery_method) data.delivery_method = method;
    if (address.trim() !== (record.delivery_address ?? '')) data.delivery_address = address.trim() === '' ? null : address.trim();
    if (distance !== (record.delivery_distance_km ?? 0)) data.delivery_distance_km = km.trim() === '' ? null : distance;
    if (day && time && (day !== when.day || time !== when.time)) data.delivery_at = toMinskIso(fromMinskTime(day, minuteOf(time)));
    if (force && Object.keys(data).length > 0) data.force = true;
    return data;
  };

  const data = changes();
  const invalidLines = lines.some((line) => !validQuantity(line.quantity)) || lines.length + kept.length === 0;
  const nothing = Object.keys(data).length === 0;

  const save = () => {
    setError(null);
    update(
      'orders',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notifyUpdated();
          refresh();
          onApplied?.();
          onSaved();
        },
        onError: (failure: unknown) => {
          const message = failure instanceof Error ? failure.message : String(failure);
          if (failure instanceof HttpError && failure.status === 409 && message === ORDER_CHANGED) {
            notify(`${ORDER_CHANGED}: заказ перезагружен, внесите изменение ещё раз`, { type: 'warning', autoHideDuration: 15000 });
            refresh();
            onSaved();
            return;
          }
          if (failure instanceof HttpError && failure.status === 409)
            setError({ field: 'delivery_at', text: `${message}. Чтобы записать всё равно, отметьте «Записать сверх лимита».` });
          else setError(describeError(message));
        },
      },
    );
  };

  const fieldError = (field: string) => error?.field === field;

  return (
    <Box>
      <Typography variant="h6" sx={section}>
        Блюда
      </Typography>
      <Box sx={{ mb: 1 }}>
        <ProductSearch onPick={(product) => setLines((current) => addLine(current, product))} />
      </Box>
      <Box sx={{ overflowX: 'auto', ...(fieldError('lines') ? { outline: '2px solid', outlineColor: 'error.main' } : {}) }}>
        <OrderLinesEditor lines={lines} totals={totals} onChange={setLines} />
      </Box>
      {initial.orphans.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Услуги и блюда, удалённые из каталога, остаются в заказе, пока их не убрать:
          {initial.orphans.map((item) => {
            const gone = item.id !== undefined && removed.includes(item.id);
            return (
              <Box key={item.id ?? item.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={gone ? { textDecoration: 'line-through' } : undefined}>
                  {item.name} × {item.quantity} — {formatMoney(item.product_cost * item.quantity)}
                </Typography>
                {item.id !== undefined && (
                  <Button
                    size="small"
                    onClick={() =>
                      setRemoved((current) => (gone ? current.filter((id) => id !== item.id) : [...current, item.id as number]))
                    }
                  >
                    {gone ? 'Вернуть' : 'Убрать'}
                  </Button>
                )}
              </Box>
            );
          })}
        </Alert>
      )}

      <Typography variant="h6" sx={section}>
        Гости и получение
      </Typography>
      <Box sx={row}>
        <TextField
          label="Гостей"
          type="number"
          size="small"
          value={guests}
          error={fieldError('guests')}
          onChange={(event) => setGuests(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
        />
        <TextField
          select
          label="Получение"
          size="small"
          value={method}
          error={fieldError('delivery_method')}
          onChange={(event) => setMethod(event.target.value as DeliveryMethod)}
        >
          <MenuItem value="delivery">Доставка</MenuItem>
          <MenuItem value="pickup">Самовывоз</MenuItem>
        </TextField>
        <TextField
          label="Адрес доставки"
          size="small"
          value={address}
          disabled={method === 'pickup'}
          error={fieldError('delivery_address')}
          onChange={(event) => setAddress(event.target.value)}
        />
        <TextField
          label="Км от МКАД"
          type="number"
          size="small"
          value={km}
          disabled={method === 'pickup'}
          error={fieldError('delivery_distance_km') || totals.delivery === null}
          helperText={totals.delivery === null ? 'Не более 25 км' : undefined}
          onChange={(event) => setKm(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 25, step: 1 } }}
        />
      </Box>

      <Typography variant="h6" sx={section}>
        Дата и время
      </Typography>
      <Box sx={fieldError('delivery_at') ? { outline: '2px solid', outlineColor: 'error.main', p: 1 } : undefined}>
        <ReschedulePicker
          day={day}
          time={time}
          guests={Math.max(1, Math.min(1000, Math.trunc(Number(guests)) || 1))}
          currentDay={when.day || null}
          currentTime={when.time || null}
          force={force}
          onChange={(nextDay, nextTime) => {
            setDay(nextDay);
            setTime(nextTime);
          }}
          onForce={setForce}
        />
      </Box>

      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error.text}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={isPending || nothing || invalidLines}>
          Сохранить изменения
        </Button>
        <Typography color="text.secondary">
          {nothing ? 'Изменений нет.' : 'Клиент получит письмо с изменениями.'} Новая сумма: <strong>{formatMoney(totals.total)}</strong>
        </Typography>
      </Box>
    </Box>
  );
};

export default OrderChangeForm;
