import { Button } from '@mui/material';
import { useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** «Сделать предложение» on an enquiry: opens the quote editor with the enquiry's details and menu. */
export const MakeQuoteButton = () => {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record) return null;
  return (
    <Button component={Link} to={`${basename}/quotes/create?enquiry_id=${record.id}`} variant="contained">
      Сделать предложение
    </Button>
  );
};
