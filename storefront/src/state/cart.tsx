import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import * as cartApi from '../api/cart';
import { errorText } from '../api/client';
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/constants';
import type { CartItem, ServerCart } from '../api/types';
import { cartReducer, cartTotal, isLocalCart, type LocalCartItem } from './cartReducer';
import { QuantityQueue } from './quantityQueue';
import { useNotification } from './notification';
import { readPersisted, writePersisted } from './persist';
import { useSession } from './session';

interface Cart {
  /** Server cart items (name, image, price...). */
  items: CartItem[];
  /** Local counts and totals of those items, keyed by cart item id: the one source of truth for quantities. */
  lines: LocalCartItem[];
  /** Quantity changes are still on their way to the server. */
  saving: boolean;
  total: number;
  loaded: boolean;
  hasProduct: (productId: number) => boolean;
  refresh: () => Promise<ServerCart | null>;
  /** Waits for every queued quantity change and returns the fresh server cart. */
  flush: () => Promise<ServerCart | null>;
  add: (productId: number, quantity: number) => Promise<boolean>;
  setCount: (id: number, count: number) => void;
  increase: (id: number) => void;
  decrease: (id: number) => void;
  remove: (id: number) => Promise<void>;
}

const CartContext = createContext<Cart | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { isLogin } = useSession();
  const { notify } = useNotification();
  const [items, setItems] = useState<CartItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [lines, dispatch] = useReducer(cartReducer, undefined, () => readPersisted('cart', isLocalCart, []));
  // The counts as the shopper last set them, readable at once by the next click (state lags a render).
  const counts = useRef(new Map<number, number>());

  useEffect(() => writePersisted('cart', lines), [lines]);

  const refresh = useCallback(async () => {
    try {
      const cart = await cartApi.fetchCart();
      setItems(cart.data);
      // A change still queued wins over the server's older count: what the shopper saw stays.
      const synced = cart.data.map((item) => ({ id: item.id, count: queue.current.pending(item.id) ?? item.quantity, price: item.price }));
      counts.current = new Map(synced.map((line) => [line.id, line.count]));
      dispatch({ type: 'sync', items: synced });
      setLoaded(true);
      return cart;
    } catch (error) {
      notify('error', errorText(error));
      return null;
    }
    // The queue (created once, below) is read through its ref.
  }, [notify]);

  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const queue = useRef<QuantityQueue>(null as unknown as QuantityQueue);
  if (queue.current === null) {
    queue.current = new QuantityQueue(cartApi.updateCartQuantity, {
      onError: (error) => notify('error', errorText(error)),
      // Once every change is answered, the server's cart (prices, totals) is read again.
      onIdle: () => {
        setSaving(false);
        void refreshRef.current();
      },
    });
  }

  // Changes not sent yet when the page is left or reloaded go out with keepalive requests.
  useEffect(() => {
    const sendWaiting = () => {
      for (const change of queue.current.takeWaiting()) void cartApi.updateCartQuantity(change.id, change.quantity).catch(() => undefined);
    };
    window.addEventListener('pagehide', sendWaiting);
    return () => window.removeEventListener('pagehide', sendWaiting);
  }, []);

  useEffect(() => {
    if (isLogin) {
      void refresh();
    } else {
      // Functional updates that keep an empty cart as it is: no re-render on a guest's first visit.
      setItems((current) => (current.length === 0 ? current : []));
      setLoaded(false);
      counts.current.clear();
      dispatch({ type: 'clear' });
    }
  }, [isLogin, refresh]);

  const add = useCallback(
    async (productId: number, quantity: number) => {
      try {
        const answer = await cartApi.addToCart(productId, quantity);
        notify('success', answer.message);
        await refresh();
        return true;
      } catch (error) {
        notify('error', errorText(error));
        return false;
      }
    },
    [notify, refresh],
  );

  const flush = useCallback(async () => {
    await queue.current.idle();
    return refresh();
  }, [refresh]);

  const setCount = useCallback((id: number, count: number) => {
    if (counts.current.get(id) === count) return;
    counts.current.set(id, count);
    dispatch({ type: 'change', id, count });
    setSaving(true);
    queue.current.set(id, count);
  }, []);
  const lineCount = (id: number) => counts.current.get(id) ?? 1;
  const increase = useCallback((id: number) => setCount(id, Math.min(QUANTITY_MAX, lineCount(id) + 1)), [setCount]);
  const decrease = useCallback(
    (id: number) => {
      if (lineCount(id) > QUANTITY_MIN) setCount(id, lineCount(id) - 1);
    },
    [setCount],
  );

  const remove = useCallback(
    async (id: number) => {
      queue.current.drop(id);
      try {
        await queue.current.idle();
        const answer = await cartApi.deleteCartItem(id);
        counts.current.delete(id);
        dispatch({ type: 'remove', id });
        notify('success', answer.message);
        await refresh();
      } catch (error) {
        notify('error', errorText(error));
      }
    },
    [notify, refresh],
  );

  const hasProduct = useCallback((productId: number) => items.some((item) => item.product_id === productId), [items]);

  const value = useMemo<Cart>(
    () => ({
      items,
      lines,
      saving,
      total: cartTotal(lines),
      loaded,
      hasProduct,
      refresh,
      flush,
      add,
      setCount,
      increase,
      decrease,
      remove,
    }),
    [items, lines, saving, loaded, hasProduct, refresh, flush, add, setCount, increase, decrease, remove],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
