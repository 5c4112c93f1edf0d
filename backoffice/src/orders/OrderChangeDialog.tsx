import { lazy, Suspense, useState } from 'react';
import EditNoteIcon from '@mui/icons-material/EditNote';
import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';

const OrderChangeForm = lazy(() => import('./OrderChangeForm'));

const loading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label="Загрузка" />
  </Box>
);

/** «Изменить состав и время»: dishes, guests, delivery and reschedule of the order, in a wide dialog. */
export const OrderChangeButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="Изменить состав и время" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="lg" aria-labelledby="order-change-title">
        <DialogTitle id="order-change-title" sx={{ pr: 6 }}>
          Заказ №{record.id}: состав, гости, доставка и время
          <IconButton aria-label="закрыть" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={loading}>{open ? <OrderChangeForm record={record} onSaved={close} /> : null}</Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
};
