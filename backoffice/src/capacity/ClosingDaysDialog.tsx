import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { useState } from 'react';

/** One order on a day the new settings would close (the 409 of PATCH /bulbash_admin/capacity). */
export interface OrderOnClosingDay {
  id: number;
  date: string;
  time: string;
  guests: number;
}

const dayText = (day: string) => day.split('-').reverse().join('.');

/**
 * The orders on the days being closed, and a choice: keep the days open, or close them anyway
 * (the orders stay; the manager reschedules or cancels them from the order page).
 */
export function ClosingDaysDialog({
  orders,
  onCancel,
  onConfirm,
}: {
  orders: OrderOnClosingDay[] | null;
  onCancel: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const basename = useBasename();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onConfirm().finally(() => setBusy(false));
  };
  return (
    <Dialog open={orders !== null} onClose={onCancel} aria-labelledby="closing-days-title">
      <DialogTitle id="closing-days-title">На закрываемые дни есть заказы</DialogTitle>
      <DialogContent>
        <List dense>
          {(orders ?? []).map((order) => (
            <ListItem key={order.id} disableGutters>
              <ListItemText
                primary={
                  <Link to={`${basename}/orders/${order.id}/show`}>
                    Заказ №{order.id}: {dayText(order.date)} в {order.time}
                  </Link>
                }
                secondary={`Гостей: ${order.guests}`}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          Заказы останутся в силе: перенесите или отмените их на странице заказа. Закрыть дни всё равно?
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Не закрывать</Button>
        <Button color="warning" variant="contained" onClick={confirm} disabled={busy}>
          Закрыть всё равно
        </Button>
      </DialogActions>
    </Dialog>
  );
}
