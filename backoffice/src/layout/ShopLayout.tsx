import type { ReactNode } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { useIsSmall } from '../shared/useIsSmall';
import { NavTabs } from './NavTabs';
import { ShopMenu } from './ShopMenu';

/** The user menu links back to the shop and logs out of both apps. */
const ShopUserMenu = () => (
  <UserMenu>
    <MenuItem component="a" href="/">
      <ListItemIcon>
        <StorefrontIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>В магазин</ListItemText>
    </MenuItem>
    <Logout />
  </UserMenu>
);

/** Wide screens show the sections as tabs: the drawer's menu button is only there on phones. */
const appBarSx = { '& .RaAppBar-menuButton': { display: { xs: 'inline-flex', sm: 'none' } } } as const;

const ShopAppBar = () => <AppBar userMenu={<ShopUserMenu />} sx={appBarSx} />;

/**
 * react-admin lets a wide datagrid stretch the whole page past the fixed app bar; here the page
 * keeps the window's width and a table wider than its card scrolls inside the card.
 */
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/** Phones: react-admin's drawer menu. Wide screens: no sidebar, a row of tabs above the page. */
const NoSidebar = () => null;

export const ShopLayout = ({ children }: { children: ReactNode }) => {
  const small = useIsSmall();
  return (
    <Layout appBar={ShopAppBar} menu={ShopMenu} sidebar={small ? undefined : NoSidebar} sx={layoutSx}>
      {small ? null : <NavTabs />}
      {children}
    </Layout>
  );
};
