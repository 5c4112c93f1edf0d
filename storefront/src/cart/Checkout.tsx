import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../api/client';
import { createOrder } from '../api/orders';
import type { CartItem } from '../api/types';
import { useCart } from '../state/cart';
import { useNotification } from '../state/notification';
import { CheckoutForm, type CheckoutData } from './CheckoutForm';
import { buildOrder, priceChanges, type PriceChange } from './orderPayload';
import { PriceChangeNotice } from './PriceChangeNotice';
import { useCheckoutPrefill } from './useCheckoutPrefill';
import { clearCheckoutDraft } from './checkoutDraft';
import { writeGuests } from './guestCount';

interface PendingConfirmation {
  data: CheckoutData;
  changes: PriceChange[];
  total: number;
}

/**
 * The checkout below the cart: the form (prefilled), then the order. Prices are those of the
 * server's cart at the moment of ordering; when one differs from what the shopper saw, the
 * changed lines and the new total are shown and the order waits for a confirmation.
 */
export default function Checkout() {
  const cart = useCart();
  const { notify } = useNotification();
  const navigate = useNavigate();
  const prefill = useCheckoutPrefill();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);

  /** Places the order with the server's current cart, unless its prices differ from `seen`. */
  const place = async (data: CheckoutData, seen: Pick<CartItem, 'id' | 'price'>[]) => {
    setBusy(true);
    setPending(null);
    try {
      const fresh = await cart.flush();
      if (!fresh || fresh.data.length === 0) return;
      const order = buildOrder(data, fresh.data);
      const changes = priceChanges(seen, fresh.data);
      if (changes.length > 0) {
        setPending({ data, changes, total: order.total_cost });
        return;
      }
      const answer = await createOrder(order);
      notify('success', answer.message);
      // Leave first: the emptied cart would unmount this form.
      navigate(`/order-placed/${answer.order_id}`);
      // The next order starts afresh: no kept form, no head count from this event.
      clearCheckoutDraft();
      writeGuests(null);
      void cart.refresh();
    } catch (error) {
      const fresh = await cart.refresh();
      const changes = fresh ? priceChanges(seen, fresh.data) : [];
      // A price changed between reading the cart and placing the order: the same confirmation.
      if (error instanceof ApiError && error.status === 409 && fresh && changes.length > 0) {
        setPending({ data, changes, total: buildOrder(data, fresh.data).total_cost });
      } else {
        notify('error', errorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  if (!prefill) return <CircularProgress size={28} aria-label="Загрузка формы заказа" sx={{ mt: 3 }} />;
  return (
    <>
      <CheckoutForm
        busy={busy || pending !== null}
        itemsTotal={cart.total}
        initial={prefill.initial}
        initialCompany={prefill.company}
        pickupAddress={prefill.pickupAddress}
        depositTerms={prefill.depositTerms}
        onSubmit={(data) => void place(data, cart.items)}
      />
      {pending && (
        <PriceChangeNotice
          changes={pending.changes}
          total={pending.total}
          busy={busy}
          // Confirmed: the prices now on screen are the ones the shopper agreed to.
          onConfirm={() => void place(pending.data, cart.items)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
