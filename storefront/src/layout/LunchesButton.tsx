import LunchDiningIcon from '@mui/icons-material/LunchDining';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';

/**
 * «Обеды в офис» in the header of a contract's contact on wide screens (phones have it in the
 * drawer): the icon up to 1536 px, where the header's links need the room, and the words beside it.
 */
export function LunchesButton() {
  return (
    <Button
      component={NavLink}
      to="/lunches"
      color="inherit"
      aria-label="Обеды в офис"
      title="Обеды в офис"
      startIcon={<LunchDiningIcon />}
      sx={{
        minWidth: 0,
        px: { md: 1, xl: 1.5 },
        '& .MuiButton-startIcon': { mr: { md: 0, xl: 1 }, ml: 0 },
        '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 },
      }}
    >
      <Box component="span" sx={{ display: { md: 'none', xl: 'inline' }, whiteSpace: 'nowrap' }}>
        Обеды в офис
      </Box>
    </Button>
  );
}
