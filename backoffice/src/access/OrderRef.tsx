import { Link as RouterLink } from 'react-router-dom';
import { useAllowed } from './useAllowed';

/** «№12»: a link to the order's page for a role that may open orders, plain text for the kitchen. */
export const OrderRef = ({ id }: { id: number }) =>
  useAllowed('orders', 'show') ? <RouterLink to={`/bulbash_admin/admin/orders/${id}/show`}>№{id}</RouterLink> : <>№{id}</>;
