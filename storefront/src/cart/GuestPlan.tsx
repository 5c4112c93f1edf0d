import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchGuestPlan } from '../api/cart';
import { errorText } from '../api/client';
import type { GuestPlan as Plan } from '../api/types';
import { useCart } from '../state/cart';
import { readExcludedAllergens } from '../dietary/dietChoice';
import { allergenPhrase } from '../dietary/dietaryCodes';
import { MAX_GUESTS, MIN_GUESTS, parseGuests, readGuests, writeGuests } from './guestCount';

/**
 * 'Гостей' field and, per category of the cart, whether it feeds that many people; a short
 * category offers one button adding the cheapest product that closes the gap.
 */
export default function GuestPlan() {
  const cart = useCart();
  const [text, setText] = useState(() => String(readGuests() ?? ''));
  const [plan, setPlan] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const guests = parseGuests(text);
  // The menu filter's exclusions: never suggested, and a cart line holding one is pointed out.
  const excluded = readExcludedAllergens();
  const excludedKey = excluded.join(',');
  // Re-plan when the settled cart changes (not on every click still queued for the server).
  const cartKey = cart.saving ? null : cart.lines.map((line) => `${line.id}:${line.count}`).join(',');

  useEffect(() => {
    if (guests === null || cartKey === null) return;
    let live = true;
    fetchGuestPlan(guests, excludedKey === '' ? [] : excludedKey.split(',')).then(
      (answer) => {
        if (!live) return;
        setPlan(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(errorText(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [guests, cartKey, excludedKey]);

  const onGuests = (value: string) => {
    setText(value);
    writeGuests(parseGuests(value));
  };

  const follow = async (productId: number, quantity: number) => {
    setAdding(true);
    try {
      await cart.add(productId, quantity);
    } finally {
      setAdding(false);
    }
  };

  const shown = guests !== null && plan?.guests === guests ? plan : null;
  return (
    <Box
      component="section"
      aria-label="Сколько гостей накормит заказ"
      sx={{ my: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="label" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Гостей
        </Typography>
        <Box
          component="input"
          type="number"
          inputMode="numeric"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          value={text}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onGuests(event.target.value)}
          sx={{ width: '7em', p: 1, font: 'inherit', border: 1, borderColor: 'grey.500', borderRadius: 1 }}
        />
      </Box>
      {text.trim() !== '' && guests === null && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          Укажите целое число гостей от {MIN_GUESTS} до {MAX_GUESTS}
        </Typography>
      )}
      {guests === null && text.trim() === '' && (
        <Typography sx={{ mt: 1 }}>Укажите число гостей — покажем, хватит ли каждой категории.</Typography>
      )}
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {shown && excluded.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Без аллергенов: {allergenPhrase(excluded)} — такие блюда не предлагаем.
        </Typography>
      )}
      {shown?.excluded_in_cart?.map((line) => (
        <Typography key={line.product_id} role="alert" color="error" sx={{ mt: 1, fontWeight: 600 }} data-testid="excluded-in-cart">
          В корзине «{line.name}» — содержит {allergenPhrase(line.allergens)}, а вы исключили этот аллерген
        </Typography>
      ))}
      {shown && (
        <Box component="ul" aria-label="План на гостей" aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {shown.categories.map((category) => {
            const suggestion = shown.suggestions.find((item) => item.category_id === category.category_id);
            return (
              <Box
                component="li"
                key={category.category_id}
                data-category={category.category_id}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography>
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{ fontWeight: 700, color: category.enough ? 'success.main' : 'error.main', mr: 0.5 }}
                  >
                    {category.enough ? '✓' : '✗'}
                  </Box>
                  <b>{category.name}</b>: на {category.people} из {shown.guests} гостей — {category.enough ? 'хватает' : 'не хватает'}
                </Typography>
                {suggestion && (
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={adding}
                    onClick={() => void follow(suggestion.product_id, suggestion.quantity)}
                    sx={{ mt: 0.5, textAlign: 'left' }}
                  >
                    Добавить {suggestion.quantity} × {suggestion.name}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
