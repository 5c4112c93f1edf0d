import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import * as cartApi from '../api/cart';
import { errorText } from '../api/client';
import type { CartItem, ServerCart } from '../api/types';
import { cartReducer, cartTotal, isLocalCart, type LocalCartItem } from './cartReducer';
import { useNotification } from './notification';
import { readPersisted, writePersisted } from './persist';
import { useSession } from './session';

/** Delay before a changed quantity is pushed to the server, so fast clicks make one call. */
const PUSH_DELAY_MS = 400;

interface Cart {
  /** Server cart items (name, image, price...). */
  items: CartItem[];
  /** Local counts and totals of those items, keyed by cart item id. */
  lines: LocalCartItem[];
  total: number;
  loaded: boolean;
  hasProduct: (productId: number) => boolean;
  refresh: () => Promise<ServerCart | null>;
  /** Pushes every pending quantity change now and returns the fresh server cart. */
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
  const [lines, dispatch] = useReducer(cartReducer, undefined, () => readPersisted('cart', isLocalCart, []));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => writePersisted('cart', lines), [lines]);

  const refresh = useCallback(async () => {
    try {
      const cart = await cartApi.fetchCart();
      setItems(cart.data);
      dispatch({ type: 'sync', items: cart.data.map((item) => ({ id: item.id, count: item.quantity, price: item.price })) });
      setLoaded(true);
      return cart;
    } catch (error) {
      notify('error', errorText(error));
      return null;
    }
  }, [notify]);

  useEffect(() => {
    if (isLogin) {
      void refresh();
    } else {
      // Functional updates that keep an empty cart as it is: no re-render on a guest's first visit.
      setItems((current) => (current.length === 0 ? current : []));
      setLoaded(false);
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

  // Pushes a line's count to the server when it differs from the server's quantity.
  const schedulePush = useCallback(
    (id: number, count: number) => {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          const server = items.find((item) => item.id === id);
          if (!server || server.quantity === count) return;
          cartApi
            .updateCartQuantity(id, count)
            .then(() => refresh())
            .catch((error: unknown) => {
              notify('error', errorText(error));
              void refresh();
            });
        }, PUSH_DELAY_MS),
      );
    },
    [items, notify, refresh],
  );

  const flush = useCallback(async () => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
    const changed = lines.filter((line) => items.some((item) => item.id === line.id && item.quantity !== line.count));
    try {
      await Promise.all(changed.map((line) => cartApi.updateCartQuantity(line.id, line.count)));
    } catch (error) {
      notify('error', errorText(error));
    }
    return refresh();
  }, [items, lines, notify, refresh]);

  const lineCount = useCallback((id: number) => lines.find((line) => line.id === id)?.count ?? 1, [lines]);

  const setCount = useCallback(
    (id: number, count: number) => {
      dispatch({ type: 'change', id, count });
      schedulePush(id, count);
    },
    [schedulePush],
  );
  const increase = useCallback((id: number) => setCount(id, lineCount(id) + 1), [lineCount, setCount]);
  const decrease = useCallback(
    (id: number) => {
      if (lineCount(id) > 1) setCount(id, lineCount(id) - 1);
    },
    [lineCount, setCount],
  );

  const remove = useCallback(
    async (id: number) => {
      try {
        const answer = await cartApi.deleteCartItem(id);
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
    () => ({ items, lines, total: cartTotal(lines), loaded, hasProduct, refresh, flush, add, setCount, increase, decrease, remove }),
    [items, lines, loaded, hasProduct, refresh, flush, add, setCount, increase, decrease, remove],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
