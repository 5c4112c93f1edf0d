import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSourceContext } from 'react-admin';
import { defaultValidUntil } from './quoteValues';

/**
 * A new quote's «Действует до» follows its event (two weeks, but no later than the day before it)
 * until the manager sets it by hand.
 */
export const ValidUntilFollowsEvent = ({ today }: { today: string }) => {
  const { setValue, getFieldState } = useFormContext();
  const eventAt = useWatch({ name: 'event_at' }) as string | undefined;
  useEffect(() => {
    if (getFieldState('valid_until').isDirty) return;
    setValue('valid_until', defaultValidUntil(today, eventAt));
  }, [eventAt, today, setValue, getFieldState]);
  return null;
};

/**
 * Inside a dish row: choosing another dish clears the row's typed price, so the new dish is priced
 * at its own catalogue price (never the replaced one's).
 */
export const ClearPriceOnDishChange = () => {
  const source = useSourceContext();
  const { setValue } = useFormContext();
  const productId = useWatch({ name: source.getSource('product_id') }) as unknown;
  const previous = useRef(productId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== null && previous.current !== productId)
      setValue(source.getSource('unit_price'), null, { shouldDirty: true });
    previous.current = productId;
  }, [productId, setValue, source]);
  return null;
};
