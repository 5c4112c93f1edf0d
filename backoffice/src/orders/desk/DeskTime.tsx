import { minskIsoAt } from '@bulbash/rules';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { ReschedulePicker } from '../ReschedulePicker';

/** '2026-12-05' + '15:30' → the API's Minsk time; no day or no time: agreed by phone later (null). */
export const deskDeliveryAt = (day: string, time: string): string | null => (day && time ? minskIsoAt(day, time) : null);

/**
 * The event time of a phone order: a day, then that day's free slots for the head count (the
 * order page's reschedule picker), or every slot «сверх лимита» (sent as force).
 */
export const DeskTime = () => {
  const deliveryAt = useController({ name: 'delivery_at', defaultValue: null });
  const force = useController({ name: 'force', defaultValue: false });
  const guests = Number(useWatch({ name: 'guests' }) ?? 1);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  return (
    <ReschedulePicker
      day={day}
      time={time}
      guests={Number.isInteger(guests) && guests >= 1 && guests <= 1000 ? guests : 1}
      currentDay={null}
      currentTime={null}
      force={Boolean(force.field.value)}
      onChange={(nextDay, nextTime) => {
        setDay(nextDay);
        setTime(nextTime);
        deliveryAt.field.onChange(deskDeliveryAt(nextDay, nextTime));
      }}
      onForce={(value) => force.field.onChange(value)}
    />
  );
};
