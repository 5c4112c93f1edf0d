import { Box, Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useGetOne, useInput } from 'react-admin';
import type { Customer } from '../dataProvider/apiTypes';
import { customerLabel } from '../customers/customerOrders';

/**
 * The orders list's customer filter (`user_id`), set from the Customers screen: it names the
 * customer (the filter's own remove button clears it). Without a customer it links to that
 * screen, so the orders screen does not carry a customer search of its own.
 */
export const CustomerFilterInput = ({ source }: { source: string; alwaysOn?: boolean; label?: string }) => {
  const { field } = useInput({ source });
  const basename = useBasename();
  const id: unknown = field.value;
  const chosen = typeof id === 'number' || (typeof id === 'string' && id !== '');
  const { data: customer } = useGetOne<Customer>('customers', { id: chosen ? Number(id) : 0 }, { enabled: chosen });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40, mb: '4px' }}>
      {chosen ? (
        <Chip color="primary" variant="outlined" label={`Клиент: ${customer ? customerLabel(customer) : `№${String(id)}`}`} />
      ) : (
        <Link component={RouterLink} to={`${basename}/customers`}>
          Выбрать клиента…
        </Link>
      )}
    </Box>
  );
};
