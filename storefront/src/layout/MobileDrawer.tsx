import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { useSession } from '../state/session';
import { NAV_LINKS } from './navLinks';
import { SearchForm } from './SearchForm';
import { useHasLunches } from './useHasLunches';
import { useLogout } from './useLogout';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Right-side drawer of small screens: the header's links, then cart, orders, office lunches (a contract's contact) and logout, or sign in and sign up. */
export default function MobileDrawer({ open, onClose }: Props) {
  const { isLogin } = useSession();
  const logout = useLogout(onClose);
  const hasLunches = useHasLunches();
  const item = (to: string, label: string) => (
    <ListItemButton key={to} component={NavLink} to={to} end onClick={onClose} sx={{ '&.active': { bgcolor: 'action.selected' } }}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <Box component="nav" aria-label="Меню" sx={{ pt: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <IconButton aria-label="Закрыть меню" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 1 }}>
          <SearchForm tone="drawer" onSearch={onClose} />
        </Box>
        <List>{NAV_LINKS.map((link) => item(link.to, link.label))}</List>
        <Divider />
        <List>
          {isLogin ? (
            <>
              {item('/cart', 'Корзина')}
              {item('/user-orders', 'Мои заказы')}
              {hasLunches && item('/lunches', 'Обеды в офис')}
              <ListItemButton onClick={() => void logout()}>
                <ListItemText primary="Выйти" />
              </ListItemButton>
            </>
          ) : (
            <>
              {item('/signin', 'Войти')}
              {item('/signup', 'Зарегистрироваться')}
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
