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

export const ShopLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ShopAppBar}>{children}</Layout>
);
