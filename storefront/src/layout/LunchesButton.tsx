import LunchDiningIcon from '@mui/icons-material/LunchDining';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';

/** «Обеды в офис» in the header of a contract's contact on wide screens (phones have it in the drawer). */
export function LunchesButton() {
  return (
    <Button
      component={NavLink}
      to="/lunches"
      color="inherit"
      startIcon={<LunchDiningIcon />}
      sx={{ px: 1.5, whiteSpace: 'nowrap', '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
    >
      Обеды в офис
    </Button>
  );
}
