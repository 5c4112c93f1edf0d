import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '../shared/Logo';
import { useSession } from '../state/session';
import { AdminButton } from './AdminButton';
import { CartButton } from './CartButton';
import { NAV_LINKS } from './navLinks';
import { OrdersButton } from './OrdersButton';
import { SearchForm } from './SearchForm';
import { useLogout } from './useLogout';

// The drawer is only needed after a tap on the menu button on small screens.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

const desktop = { display: { xs: 'none', md: 'flex' } } as const;

export function Header() {
  const { isLogin, isAdmin } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const logout = useLogout();

  return (
    <Box
      component="header"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 56, px: { xs: 2, sm: 3 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Bulbash catering — на главную"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
        >
          <Logo size={40} decorative />
          <Box component="span" sx={{ fontWeight: 700, fontSize: 18, display: { xs: 'none', sm: 'inline' } }}>
            Bulbash
          </Box>
        </Box>
        <Box component="nav" aria-label="Основное меню" sx={{ ...desktop, gap: 0.5, flexGrow: 1 }}>
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              color="inherit"
              sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ ...desktop, flex: '0 1 240px', minWidth: 140 }}>
          <SearchForm tone="header" />
        </Box>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        {isAdmin && <AdminButton />}
        {isLogin && <OrdersButton />}
        {isLogin && <CartButton />}
        <Box sx={{ ...desktop, gap: 1, alignItems: 'center' }}>
          {isLogin ? (
            <Button color="inherit" variant="outlined" onClick={() => void logout()}>
              Выйти
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/signin" color="inherit">
                Войти
              </Button>
              <Button component={RouterLink} to="/signup" color="inherit" variant="outlined">
                Зарегистрироваться
              </Button>
            </>
          )}
        </Box>
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Открыть меню"
          aria-haspopup="dialog"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
