import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';

const OrderEditForm = lazy(() => import('./OrderEditForm'));

const stop = (event: SyntheticEvent) => event.stopPropagation();

const loading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label="Загрузка" />
  </Box>
);

/** The admin order edit (spec: payment method, status, total cost) in a dialog. */
export const OrderEditButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <span onClick={stop}>
      <Button label="ra.action.edit" onClick={() => setOpen(true)} aria-label={`изменить заказ ${record.id}`}>
        <EditIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        sx={{ '& .MuiDialog-paper': { width: { xs: '95vw', sm: 600 }, maxWidth: { xs: '95vw', sm: 600 }, maxHeight: '80vh' } }}
      >
        <DialogTitle sx={{ pr: 6 }}>
          Заказ №{record.id}
          <IconButton aria-label="закрыть" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={loading}>
            <OrderEditForm record={record} onSaved={close} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </span>
  );
};
