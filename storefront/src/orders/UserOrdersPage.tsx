import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../api/client';
import { fetchUserOrders } from '../api/orders';
import type { OrderShort } from '../api/types';
import { formatDate, formatMoney } from '../shared/format';
import { paymentLabel, statusLabel } from '../shared/labels';
import { PageContainer } from '../shared/PageContainer';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { OrderDetails } from './OrderDetails';

export default function UserOrdersPage() {
  const { isLogin, isInitialized } = useSession();
  const { notify } = useNotification();
  const [orders, setOrders] = useState<OrderShort[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    if (!isLogin) return;
    fetchUserOrders()
      .then((answer) => setOrders(answer.data))
      .catch((error: unknown) => notify('error', errorText(error)));
  }, [isLogin, notify]);

  if (isInitialized && !isLogin) {
    return (
      <PageContainer title="Мои заказы" maxWidth="md">
        <Alert severity="info">
          Чтобы увидеть заказы,{' '}
          <Link component={RouterLink} to="/signin">
            войдите
          </Link>
          .
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer title="Мои заказы" maxWidth="md">
      {orders && orders.length === 0 && <Typography>У Вас пока нет заказов.</Typography>}
      {orders && orders.length > 0 && (
        <TableContainer component={Paper}>
          <Table aria-label="Мои заказы" size="small">
            <TableHead>
              <TableRow>
                <TableCell>№</TableCell>
                <TableCell>Дата</TableCell>
                <TableCell>Статус</TableCell>
                <TableCell>Оплата</TableCell>
                <TableCell align="right">Сумма, руб.</TableCell>
                <TableCell>
                  <span className="visually-hidden">Состав заказа</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <Fragment key={order.id}>
                  <TableRow>
                    <TableCell>{order.id}</TableCell>
                    <TableCell>{formatDate(order.date_created)}</TableCell>
                    <TableCell>{statusLabel(order.status)}</TableCell>
                    <TableCell>{paymentLabel(order.payment_method)}</TableCell>
                    <TableCell align="right">{formatMoney(order.total_cost)}</TableCell>
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={open === order.id}
                        aria-label={`Состав заказа № ${order.id}`}
                        onClick={() => setOpen(open === order.id ? null : order.id)}
                      >
                        {open === order.id ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {open === order.id && (
                    <TableRow>
                      <TableCell colSpan={6}>
                        <OrderDetails id={order.id} />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageContainer>
  );
}
