import {
  EditBase,
  HttpError,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useNotify,
  required,
  useRefresh,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { MoneyInput } from '../shared/MoneyInput';
import { useNotifyUpdated } from '../shared/useUpdateNotify';
import { PAYMENT_CHOICES, STATUS_CHOICES } from '../shared/labels';

/**
 * The form of the order edit dialog (spec: payment method, status, total cost). Its own lazy
 * chunk: the Orders list, the back office's landing screen, loads the edit machinery (EditBase,
 * SimpleForm, the number input) only when a dialog opens.
 */
const OrderEditForm = ({ record, onSaved }: { record: RaRecord<Identifier>; onSaved: () => void }) => {
  const notifyUpdated = useNotifyUpdated();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <EditBase
      resource="orders"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notifyUpdated();
          onSaved();
        },
        // Someone changed the order since it was loaded: say so, reload it, and let the admin redo the change.
        onError: (error: unknown) => {
          if (!(error instanceof HttpError) || error.status !== 409) {
            notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
            return;
          }
          notify(`${error.message}: заказ перезагружен, внесите изменение ещё раз`, { type: 'warning', autoHideDuration: 15000 });
          refresh();
          onSaved();
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
        {/* Required: an order always has a status and a payment method, so the selects offer no blank choice. */}
        <SelectInput source="payment_method" choices={PAYMENT_CHOICES} validate={required()} fullWidth />
        <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} fullWidth />
        <MoneyInput source="total_cost" fullWidth />
      </SimpleForm>
    </EditBase>
  );
};

export default OrderEditForm;
