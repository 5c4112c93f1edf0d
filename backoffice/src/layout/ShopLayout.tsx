import type { ReactNode } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';

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

const ShopAppBar = () => <AppBar userMenu={<ShopUserMenu />} />;

/**
 * react-admin lets a wide datagrid stretch the whole page past the fixed app bar; here the page
 * keeps the window's width and a table wider than its card scrolls inside the card.
 */
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

export const ShopLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ShopAppBar} sx={layoutSx}>
    {children}
  </Layout>
);
