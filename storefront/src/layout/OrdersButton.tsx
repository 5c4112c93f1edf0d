import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';

/** 'Мои заказы' in the header of a signed-in customer: the icon on phones, icon and words from tablets up. */
export function OrdersButton() {
  return (
    <Button
      component={NavLink}
      to="/user-orders"
      color="inherit"
      aria-label="Мои заказы"
      startIcon={<ReceiptLongIcon />}
      sx={{
        minWidth: 0,
        px: { xs: 1, sm: 1.5 },
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: 0 },
        '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}>
        Мои заказы
      </Box>
    </Button>
  );
}
