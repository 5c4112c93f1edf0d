import { useState, type SyntheticEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { Button, EditBase, NumberInput, SaveButton, SelectInput, SimpleForm, Toolbar, useNotify, useRecordContext } from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';
import { PAYMENT_CHOICES, STATUS_CHOICES } from '../shared/labels';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The admin order edit (spec: payment method, status, total cost) in a dialog. */
export const OrderEditButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
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
          <EditBase
            resource="orders"
            id={record.id}
            mutationMode="pessimistic"
            redirect={false}
            mutationOptions={{
              onSuccess: () => {
                notify(takeServerMessage() ?? 'ra.notification.updated', {
                  type: 'success',
                  messageArgs: { smart_count: 1 },
                });
                close();
              },
            }}
          >
            <SimpleForm
              record={record}
              toolbar={
                <Toolbar>
                  <SaveButton label="shop.save_button" alwaysEnable />
                </Toolbar>
              }
            >
              <SelectInput source="payment_method" choices={PAYMENT_CHOICES} fullWidth />
              <SelectInput source="status" choices={STATUS_CHOICES} fullWidth />
              <NumberInput source="total_cost" min={0} step={0.01} fullWidth />
            </SimpleForm>
          </EditBase>
        </DialogContent>
      </Dialog>
    </span>
  );
};
