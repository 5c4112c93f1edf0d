import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { deliverySlots, earliestDeliveryAt, minskIsoAt, toMinskTime } from '@bulbash/rules';
import { errorText } from '../api/client';
import { addItemsToCart, EVENT_FORMATS_URL, fetchEventFormats, fetchEventMenu, sendEnquiry } from '../api/events';
import { fetchUserOrder, fetchUserOrders } from '../api/orders';
import type { EventFormat, EventMenu } from '../api/types';
import { usePageAnswer } from '../ssr/pageData';
import { writeGuests } from '../cart/guestCount';
import { formatPrice } from '../shared/format';
import { LoadError } from '../shared/LoadError';
import { PageContainer } from '../shared/PageContainer';
import { useAsync } from '../shared/useAsync';
import { useCart } from '../state/cart';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { ClosedDayNotice, useDayRefusal } from './ClosedDayNotice';
import { EnquiryForm, type EnquiryValues } from './EnquiryForm';
import { EventParamsForm, type EventParams } from './EventParamsForm';
import { parseEventParams } from './eventParams';
import { MenuEditor } from './MenuEditor';
import { cartItems, evaluateEdited, menuRequest, proposedQuantities, setQuantity, swapDish, type Quantities } from './menuEditing';

/**
 * «Рассчитать меню»: the shopper describes the event, the shop proposes a menu (GET /events/menu),
 * the shopper edits it (totals and coverage re-checked here with the same rules), then puts it in
 * the cart or sends it to a manager as an enquiry.
 */
export default function EventPage() {
  const { isLogin, user } = useSession();
  const { notify } = useNotification();
  const cart = useCart();
  const navigate = useNavigate();
  const formats = useAsync((signal) => fetchEventFormats(signal), [], usePageAnswer<EventFormat[]>(EVENT_FORMATS_URL));
  const firstDay = toMinskTime(earliestDeliveryAt(new Date())).day;
  const [params, setParams] = useState<EventParams>({
    date: firstDay,
    time: '',
    guests: '',
    format: '',
    budget: '',
    vegetarian: '',
    allergens: [],
  });
  const [menu, setMenu] = useState<EventMenu | null>(null);
  const [menuError, setMenuError] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Quantities>(new Map());
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentId, setSentId] = useState<number | null>(null);
  const [contact, setContact] = useState<Partial<EnquiryValues>>({});

  const formatList = useMemo(() => formats.data ?? [], [formats.data]);
  const format = formatList.find((candidate) => candidate.code === params.format);
  useEffect(() => {
    if (params.format === '' && formatList.length > 0) setParams((current) => ({ ...current, format: formatList[0].code }));
  }, [formatList, params.format]);

  const { parsed, errors } = parseEventParams(params);
  const slots = params.date ? deliverySlots(params.date, new Date()) : [];
  const dayRefusal = useDayRefusal(params.date, parsed?.guests ?? 1);
  const allergenKey = params.allergens.join(',');

  // Ask for a menu a moment after the shopper stops typing.
  useEffect(() => {
    if (!parsed) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchEventMenu(
        {
          guests: parsed.guests,
          format: params.format,
          budget_per_guest: parsed.budget,
          vegetarian: parsed.vegetarian,
          exclude_allergens: params.allergens,
        },
        controller.signal,
      ).then(
        (answer) => {
          setMenu(answer);
          setQuantities(proposedQuantities(answer));
          setMenuError(null);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setMenuError(errorText(error));
        },
      );
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parsed?.guests, parsed?.budget, parsed?.vegetarian, params.format, allergenKey]);

  // The account's name and e-mail, and the phone and address of the last order, prefill the enquiry.
  useEffect(() => {
    if (!isLogin || !user) return;
    let alive = true;
    setContact((current) => ({ ...current, contact_name: [user.name, user.surname].filter(Boolean).join(' '), contact_email: user.email }));
    fetchUserOrders()
      .then((answer) => (answer.data[0] ? fetchUserOrder(answer.data[0].id) : null))
      .then((order) => {
        if (!alive || !order) return;
        setContact((current) => ({
          ...current,
          contact_phone: order.contact_phone,
          ...(order.delivery_method === 'delivery' && order.delivery_address ? { delivery_address: order.delivery_address } : {}),
        }));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [isLogin, user]);

  const current = menu && format && menu.format === format.code && parsed && menu.guests === parsed.guests ? menu : null;
  const plan = current && format ? evaluateEdited(menuRequest(current, format, parsed?.budget ?? null), quantities, current) : null;

  const addToCart = async () => {
    if (!plan || !parsed) return;
    setBusy(true);
    try {
      const answer = await addItemsToCart(cartItems(plan), parsed.guests);
      writeGuests(answer.guests ?? parsed.guests);
      notify('success', answer.message);
      await cart.refresh();
      navigate('/cart');
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const submitEnquiry = async (values: EnquiryValues, honeypot: string) => {
    if (!parsed || !params.time) {
      notify('error', 'Выберите дату, время и число гостей');
      return;
    }
    setBusy(true);
    try {
      const answer = await sendEnquiry({
        event_at: minskIsoAt(params.date, params.time),
        guests: parsed.guests,
        format: params.format,
        budget_per_guest: parsed.budget,
        delivery_method: values.delivery_method === 'pickup' ? 'pickup' : 'delivery',
        delivery_address: values.delivery_method === 'delivery' ? values.delivery_address || null : null,
        delivery_distance_km: values.delivery_method === 'delivery' ? Number(values.delivery_distance_km || '0') : 0,
        contact_name: values.contact_name,
        contact_phone: values.contact_phone,
        contact_email: values.contact_email,
        company_name: values.company_name || null,
        comment: values.comment || null,
        // The event's diet arrives stored with the enquiry (and goes on to the quote and the order).
        exclude_allergens: params.allergens,
        vegetarian_guests: parsed.vegetarian,
        lines: plan ? cartItems(plan) : [],
        ...(honeypot ? { website: honeypot } : {}),
      });
      setSentId(answer.enquiry_id);
      setEnquiryOpen(false);
      notify('success', answer.message);
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title="Рассчитать меню" maxWidth="md">
      <Typography sx={{ mb: 2 }}>
        Укажите число гостей и формат — мы предложим меню, которого хватит всем, по самой выгодной цене. Меню можно поменять, положить в
        корзину или отправить менеджеру.
      </Typography>
      {formats.error !== undefined && <LoadError onRetry={formats.retry} what="форматы мероприятий" />}
      {formats.data && (
        <EventParamsForm params={params} formats={formatList} firstDay={firstDay} slots={slots} errors={errors} onChange={setParams} />
      )}
      {dayRefusal && (
        <ClosedDayNotice day={params.date} refusal={dayRefusal} onPick={(day) => setParams((current) => ({ ...current, date: day }))} />
      )}
      {menuError && <Alert severity="error">{menuError}</Alert>}
      {parsed && !plan && !menuError && <CircularProgress size={28} aria-label="Подбираем меню" />}
      {plan && current && (
        <>
          <MenuEditor
            plan={plan}
            dishes={current.dishes}
            quantities={quantities}
            onQuantity={(productId, quantity) => setQuantities((previous) => setQuantity(previous, productId, quantity))}
            onSwap={(from, to) => setQuantities((previous) => swapDish(previous, from, to))}
          />
          <Box className="event-summary" aria-live="polite">
            <div>
              <Typography sx={{ fontWeight: 700 }} data-testid="menu-total">
                Итого: {formatPrice(plan.total)}
              </Typography>
              <Typography variant="body2" data-testid="menu-per-guest">
                {formatPrice(plan.per_guest)} на гостя
                {parsed?.budget !== null &&
                  parsed?.budget !== undefined &&
                  (plan.within_budget ? ' — в рамках бюджета' : ' — больше бюджета')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Самое выгодное меню: {formatPrice(current.min_per_guest)} на гостя
              </Typography>
            </div>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {isLogin ? (
                <Button variant="contained" disabled={busy || plan.lines.length === 0} onClick={() => void addToCart()}>
                  Положить в корзину
                </Button>
              ) : (
                <Button variant="contained" component={RouterLink} to="/signin">
                  Войти, чтобы заказать
                </Button>
              )}
              <Button variant="outlined" onClick={() => setEnquiryOpen(true)} disabled={busy}>
                Отправить заявку
              </Button>
            </Box>
          </Box>
        </>
      )}
      {sentId !== null && (
        <Alert severity="success" sx={{ my: 2 }}>
          Заявка №{sentId} отправлена. Менеджер свяжется с вами в рабочее время.
          {isLogin && (
            <>
              {' '}
              <Link component={RouterLink} to="/user-orders">
                Мои заказы
              </Link>
            </>
          )}
        </Alert>
      )}
      {enquiryOpen && (
        <EnquiryForm
          key={JSON.stringify(contact)}
          initial={contact}
          busy={busy}
          onSubmit={(values, honeypot) => void submitEnquiry(values, honeypot)}
        />
      )}
    </PageContainer>
  );
}
