import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../shared/messages';
import { QuantityCounter } from '../shared/QuantityCounter';
import { useCart } from '../state/cart';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import '../shared/buttons.css';

interface Props {
  productId: number;
  productName: string;
  size?: 'medium' | 'large';
}

/**
 * Counter + order button of a product card and the product page. "Заказать" adds the item for a
 * logged-in user; then the counter is disabled and the button reads "в корзину" and opens /cart.
 * A guest gets a warning and nothing is added. Static styles (buttons.css): it is on every product card.
 */
export function OrderControls({ productId, productName, size = 'medium' }: Props) {
  const { isLogin } = useSession();
  const cart = useCart();
  const { notify } = useNotification();
  const navigate = useNavigate();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const inCart = isLogin && cart.hasProduct(productId);

  const handleClick = async () => {
    if (inCart) {
      navigate('/cart');
      return;
    }
    if (!isLogin) {
      notify('warning', MSG.guestOrder);
      return;
    }
    setBusy(true);
    await cart.add(productId, count);
    setBusy(false);
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <QuantityCounter value={count} onChange={setCount} disabled={inCart || busy} label={`Количество: ${productName}`} />
      <button
        type="button"
        className={`button${size === 'large' ? ' button-large' : ''} ${inCart ? 'button-outlined button-secondary' : 'button-contained'}`}
        disabled={busy}
        onClick={() => void handleClick()}
        aria-label={inCart ? `${productName}: перейти в корзину` : `Заказать: ${productName}`}
        style={{ minWidth: 120 }}
      >
        {inCart ? 'в корзину' : 'Заказать'}
      </button>
    </div>
  );
}
