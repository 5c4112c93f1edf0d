import MenuIcon from '@mui/icons-material/Menu';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '../shared/Logo';
import { useSession } from '../state/session';
import { AdminButton } from './AdminButton';
import { CartButton } from './CartButton';
import { LunchesButton } from './LunchesButton';
import { NAV_LINKS } from './navLinks';
import { OrdersButton } from './OrdersButton';
import { SearchForm } from './SearchForm';
import { useHasLunches } from './useHasLunches';
import { useLogout } from './useLogout';
import { useWideScreen } from './useWideScreen';
import './Header.css';

// The drawer is only needed after a tap on the menu button on small screens.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

export function Header() {
  const { isLogin, isAdmin } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const logout = useLogout();
  const wide = useWideScreen();
  const hasLunches = useHasLunches();

  return (
    <header className="header">
      <div className="header-bar">
        <RouterLink to="/" aria-label="Bulbash catering — на главную" className="header-home">
          <Logo size={40} decorative />
          <span className="header-name">Bulbash</span>
        </RouterLink>
        {wide ? (
          <>
            <nav aria-label="Основное меню" className="header-nav">
              {NAV_LINKS.map((link) => (
                <Button key={link.to} component={NavLink} to={link.to} end color="inherit">
                  {link.label}
                </Button>
              ))}
            </nav>
            <div className="header-search">
              <SearchForm tone="header" />
            </div>
          </>
        ) : (
          <div className="header-spacer" />
        )}
        {isAdmin && <AdminButton />}
        {isLogin && wide && hasLunches && <LunchesButton />}
        {isLogin && <OrdersButton />}
        {isLogin && <CartButton />}
        {wide ? (
          <div className="header-account">
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
          </div>
        ) : (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Открыть меню"
            aria-haspopup="dialog"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen && !wide} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
