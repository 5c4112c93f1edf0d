import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import IconButton from '@mui/material/IconButton';
import { ADMIN_URL } from '../shared/constants';

/** The back office is a separate app: a plain link makes a full page navigation. */
export function AdminButton() {
  return (
    <IconButton component="a" href={ADMIN_URL} color="inherit" aria-label="Администрирование" title="Администрирование">
      <AdminPanelSettingsIcon />
    </IconButton>
  );
}
