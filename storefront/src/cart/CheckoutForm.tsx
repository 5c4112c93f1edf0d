import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkoutDeposit, depositLine, shiftDay, sumMoney, toMinor, type DepositTerms } from '@bulbash/rules';
import type { PaymentMethod } from '../api/types';
import { formatPrice } from '../shared/format';
import { PAYMENT_METHOD_LABELS } from '../shared/labels';
import { useFormState } from '../shared/useFormState';
import { DELIVERY_TIME_RULE, deliverySlots, earliestDeliveryAt, toMinskTime } from '../orders/catering';
import { CHECKOUT_MSG, COMMENT_MAX, EMPTY_CHECKOUT, validateCheckout, type CheckoutValues, type KitchenOffer } from './checkoutValidation';
import { DayPicker, monthDays } from './DayPicker';
import { useAvailability } from './useAvailability';
import { deliveryCostOf, eventAtOf } from './orderPayload';
import { readGuests } from './guestCount';
import { EMPTY_COMPANY, validateCompany, type CompanyField, type CompanyValues } from './companyPayer';
import { CompanyPayerFields } from './CompanyPayerFields';
import { readCheckoutDraft, withDraft, writeCheckoutDraft } from './checkoutDraft';
import { focusFirstError } from '../shared/focusFirstError';
import { readExcludedAllergens } from '../dietary/dietChoice';
import { DietFields, EMPTY_DIET, vegetariansProblem, type DietValues } from './DietFields';
import type { Errors } from '../shared/validation';

export interface CheckoutData extends CheckoutValues {
  payment_method: PaymentMethod;
  /** «Аллергии и ограничения». */
  diet?: DietValues;
  /** The paying company's requisites; null when a person pays. */
  company: CompanyValues | null;
}

interface Props {
  busy?: boolean;
  /** The cart's items at today's prices, BYN. */
  itemsTotal?: number;
  /** Prefilled contact data (from the account and the last order). */
  initial?: Partial<CheckoutValues>;
  /** The company requisites saved on the account (prefilled when the shopper ticks «организация»). */
  initialCompany?: CompanyValues | null;
  /** The shop's pickup address (contacts record). */
  pickupAddress?: string | null;
  /** The shop's deposit terms: an order that needs a deposit says so under the total. */
  depositTerms?: DepositTerms | null;
  /** The current moment; tests pass a fixed one. */
  now?: () => Date;
  onSubmit: (data: CheckoutData) => void;
}

/** What the delivery costs while the distance is not one the shop prices (never «0 byn»). */
export const DELIVERY_UNPRICED = 'уточним';

/** How far ahead the date picker goes. */
const BOOKING_DAYS = 90;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The checkout: event date and time (only the slots the shop's rules allow), delivery or pickup
 * with the cost shown live, a comment, contact data, payment; the submit button waits for the
 * consent tick.
 */
export function CheckoutForm({
  busy = false,
  itemsTotal = 0,
  initial,
  initialCompany = null,
  pickupAddress,
  depositTerms = null,
  now = () => new Date(),
  onSubmit,
}: Props) {
  const firstDay = toMinskTime(earliestDeliveryAt(now())).day;
  const lastDay = shiftDay(firstDay, BOOKING_DAYS);
  // What the shopper typed before a reload or Back, over the prefill (read once).
  const [draft] = useState(readCheckoutDraft);
  const [start] = useState(() => withDraft(initial ?? {}, draft, firstDay));
  // The cart's head count (guest plan); read at each render, and again when the order is built.
  const guests = readGuests();
  const [month, setMonth] = useState((start.delivery_date || firstDay).slice(0, 7));
  const shown = monthDays(month);
  const kitchen = useAvailability(
    shown[0] > firstDay ? shown[0] : firstDay,
    shown[shown.length - 1] < lastDay ? shown[shown.length - 1] : lastDay,
    guests ?? 1,
  );
  const offer: KitchenOffer = {
    slots: (day) =>
      kitchen.days
        ?.get(day)
        ?.slots.filter((slot) => slot.available)
        .map((slot) => slot.time) ?? null,
    reason: (day) => {
      const known = kitchen.days?.get(day);
      return known && !known.open ? (known.reason ?? null) : null;
    },
  };
  const form = useFormState<keyof CheckoutValues>({ ...EMPTY_CHECKOUT, delivery_date: firstDay, ...start }, (values) =>
    validateCheckout(values, now(), offer),
  );
  const [payment, setPayment] = useState<PaymentMethod>(draft?.payment_method ?? 'cash');
  const [consent, setConsent] = useState(false);
  // The menu filter's exclusions prefill the allergies (a kept draft wins: the shopper may have changed them).
  const [diet, setDiet] = useState<DietValues>(() => draft?.diet ?? { ...EMPTY_DIET, exclude_allergens: readExcludedAllergens() });
  const [isCompany, setIsCompany] = useState(draft ? Boolean(draft.company) : initialCompany !== null);
  const [company, setCompany] = useState<CompanyValues>(draft?.company ?? initialCompany ?? EMPTY_COMPANY);
  // The date the form chose itself may move to the first day the kitchen can take; a chosen one stays.
  const [dateChosen, setDateChosen] = useState(Boolean(start.delivery_date));
  const formElement = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  const [companyErrors, setCompanyErrors] = useState<Errors<CompanyField>>({});
  const { values } = form;
  const slots = values.delivery_date ? (offer.slots(values.delivery_date) ?? deliverySlots(values.delivery_date, now())) : [];
  const dayReason = values.delivery_date ? offer.reason(values.delivery_date) : null;
  const delivery = values.delivery_method === 'delivery';
  const deliveryCost = deliveryCostOf(values);
  const total = sumMoney([itemsTotal, deliveryCost ?? 0]);
  const deposit = depositTerms
    ? checkoutDeposit(toMinor(total), now(), eventAtOf(values), depositTerms, payment, isCompany ? 'company' : 'person')
    : null;

  useEffect(() => {
    // A date the form picked itself is not kept: after a reload it is picked afresh.
    const kept: Partial<CheckoutValues> = dateChosen ? values : { ...values, delivery_date: undefined };
    writeCheckoutDraft({ values: kept, payment_method: payment, company: isCompany ? company : null, diet });
  }, [values, payment, isCompany, company, dateChosen, diet]);

  useEffect(() => {
    if (dateChosen || !kitchen.days || (offer.slots(values.delivery_date)?.length ?? 0) > 0) return;
    const open = [...kitchen.days.values()].find((day) => day.open && day.date >= firstDay && day.slots.some((slot) => slot.available));
    if (open) form.set('delivery_date', open.date);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the kitchen's answer arrives
  }, [kitchen.days, dateChosen]);

  // After a refused submit the first error is brought into view (once the errors have rendered).
  useEffect(() => {
    if (attempts > 0) focusFirstError(formElement.current);
  }, [attempts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const companyCheck = isCompany ? validateCompany(company) : {};
    setCompanyErrors(companyCheck);
    const valid = form.check();
    if (!valid || Object.keys(companyCheck).length > 0 || vegetariansProblem(diet.vegetarian_guests, guests) !== null) {
      setAttempts((count) => count + 1);
      return;
    }
    onSubmit({ ...values, payment_method: payment, company: isCompany ? company : null, diet });
  };

  return (
    <Box component="form" ref={formElement} noValidate onSubmit={submit} aria-labelledby="checkout-title" sx={{ mt: 3 }}>
      <Typography id="checkout-title" component="h2" variant="h5" gutterBottom>
        Оформление заказа
      </Typography>

      <Section title="Когда привезти" id="checkout-when">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
          <DayPicker
            value={values.delivery_date}
            onChange={(day) => {
              setDateChosen(true);
              form.set('delivery_date', day);
            }}
            month={month}
            onMonthChange={setMonth}
            firstDay={firstDay}
            lastDay={lastDay}
            days={kitchen.days}
            error={
              form.errors.delivery_date ??
              (dayReason
                ? `${CHECKOUT_MSG.dayUnavailable}: ${dayReason}`
                : values.delivery_date && slots.length === 0
                  ? CHECKOUT_MSG.dayClosed
                  : undefined)
            }
          />
          <TextField
            select
            label="Время"
            required
            {...form.field('delivery_time')}
            value={slots.includes(values.delivery_time) ? values.delivery_time : ''}
            disabled={slots.length === 0}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{slots.length === 0 ? 'нет свободного времени' : 'не выбрано'}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </TextField>
        </Box>
        {kitchen.notice && (
          <Typography variant="body2" color="warning.main" data-testid="lead-time-notice" sx={{ fontWeight: 600 }}>
            {kitchen.notice}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" id="delivery-rule">
          {DELIVERY_TIME_RULE}
        </Typography>
      </Section>

      <Section title="Получение" id="checkout-where">
        <FormControl>
          <FormLabel id="delivery-method-label" className="visually-hidden">
            Способ получения
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="delivery-method-label"
            name="delivery_method"
            value={values.delivery_method}
            onChange={(event) => form.set('delivery_method', event.target.value)}
          >
            <FormControlLabel value="delivery" control={<Radio />} label="Доставка" />
            <FormControlLabel value="pickup" control={<Radio />} label="Самовывоз" />
          </RadioGroup>
        </FormControl>
        {delivery ? (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
            <TextField
              label="Км от МКАД"
              type="number"
              {...form.field('delivery_distance_km')}
              slotProps={{ htmlInput: { min: 0, max: 25, step: 1, inputMode: 'numeric' } }}
              helperText={form.errors.delivery_distance_km ?? '0 — в пределах МКАД; за МКАД 1 byn за км, до 25 км'}
            />
            <TextField label="Адрес доставки" autoComplete="street-address" {...form.field('delivery_address')} />
          </Box>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Самовывоз с кухни: {pickupAddress || 'адрес подскажем по телефону'}
          </Typography>
        )}
        <Typography variant="body1" aria-live="polite" sx={{ mt: 1 }}>
          Доставка: <b>{deliveryCost === null ? DELIVERY_UNPRICED : deliveryCost === 0 ? 'бесплатно' : formatPrice(deliveryCost)}</b>
        </Typography>
      </Section>

      <Section title="Аллергии и ограничения" id="checkout-diet">
        <DietFields values={diet} guests={guests} onChange={setDiet} />
      </Section>

      <Section title="Комментарий" id="checkout-comment">
        <TextField
          label="Комментарий к заказу"
          multiline
          minRows={2}
          fullWidth
          placeholder="Как найти вход, кому позвонить"
          {...form.field('comment')}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
          helperText={form.errors.comment ?? `${values.comment.length} / ${COMMENT_MAX}`}
        />
      </Section>

      <Section title="Контактные данные" id="checkout-contacts">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Фамилия" required autoComplete="family-name" {...form.field('surname')} />
          <TextField label="Имя" required autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Отчество" required autoComplete="additional-name" {...form.field('last_name')} />
          <TextField
            label="Телефон"
            required
            type="tel"
            autoComplete="tel"
            placeholder="+375 29 123-45-67"
            {...form.field('contact_phone')}
            helperText={form.errors.contact_phone ?? 'например, +375 29 123-45-67 или 80291234567'}
          />
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('contact_email')} />
        </Box>
      </Section>

      <FormControl sx={{ mt: 2 }}>
        <FormLabel id="payment-label">Способ оплаты</FormLabel>
        <RadioGroup
          row
          aria-labelledby="payment-label"
          name="payment_method"
          value={payment}
          onChange={(event) => setPayment(event.target.value as PaymentMethod)}
        >
          <FormControlLabel value="cash" control={<Radio />} label={PAYMENT_METHOD_LABELS.cash} />
          <FormControlLabel value="card" control={<Radio />} label={PAYMENT_METHOD_LABELS.card} />
          <FormControlLabel value="transfer" control={<Radio />} label={PAYMENT_METHOD_LABELS.transfer} />
        </RadioGroup>
      </FormControl>
      <CompanyPayerFields
        enabled={isCompany}
        values={company}
        errors={companyErrors}
        onToggle={setIsCompany}
        onChange={(field, value) => {
          setCompany((current) => ({ ...current, [field]: value }));
          setCompanyErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />

      <Box
        component="dl"
        aria-label="Сумма заказа"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 2,
          my: 2,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        {guests !== null && (
          <>
            <dt>Гостей</dt>
            <dd data-testid="checkout-guests">{guests}</dd>
          </>
        )}
        <dt>Товары</dt>
        <dd>{formatPrice(itemsTotal)}</dd>
        <dt>Доставка</dt>
        <dd data-testid="checkout-delivery">{deliveryCost === null ? DELIVERY_UNPRICED : formatPrice(deliveryCost)}</dd>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          Итого
        </Box>
        <Box component="dd" sx={{ fontWeight: 700 }} data-testid="checkout-total">
          {deliveryCost === null ? `${formatPrice(itemsTotal)} + доставка` : formatPrice(total)}
        </Box>
      </Box>
      {deposit && (
        <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="checkout-deposit">
          {depositLine(deposit, formatPrice)}
        </Typography>
      )}

      <Box>
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
          label={
            <>
              Я согласен(на) на обработку персональных данных (
              <a href="/privacy" target="_blank" rel="noopener">
                политика конфиденциальности
              </a>
              )
            </>
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="checkout-offer">
        Оформляя заказ, вы принимаете условия{' '}
        <a href="/offer" target="_blank" rel="noopener">
          публичной оферты
        </a>
        .
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={!consent || busy} sx={{ mt: 1 }}>
        Подтвердить заказ
      </Button>
    </Box>
  );
}
