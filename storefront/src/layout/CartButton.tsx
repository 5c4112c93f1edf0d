import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { BADGE_MAX } from '../shared/constants';
import { badgeText } from '../shared/format';
import { useCart } from '../state/cart';

/** Cart icon with the number of cart lines: up to 10, then "10+" (a plain badge: MUI's Badge is not worth its bytes here). */
export function CartButton() {
  const { items } = useCart();
  const count = items.length;
  return (
    <IconButton component={RouterLink} to="/cart" color="inherit" aria-label={`Корзина, товаров: ${count}`}>
      <ShoppingCartIcon />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="cart-badge"
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 12,
            fontWeight: 500,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {badgeText(count, BADGE_MAX)}
        </Box>
      )}
    </IconButton>
  );
}
