import { Button } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';

/** «Сделать предложение» on an enquiry: opens the quote editor with the enquiry's details and menu. */
export const MakeQuoteButton = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={`/quotes/create?enquiry_id=${record.id}`} variant="contained">
      Сделать предложение
    </Button>
  );
};
