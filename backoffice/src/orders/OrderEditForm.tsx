import {
  EditBase,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useNotify,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';
import { PAYMENT_CHOICES, STATUS_CHOICES } from '../shared/labels';

/**
 * The form of the order edit dialog (spec: payment method, status, total cost). Its own lazy
 * chunk: the Orders list, the back office's landing screen, loads the edit machinery (EditBase,
 * SimpleForm, the number input) only when a dialog opens.
 */
const OrderEditForm = ({ record, onSaved }: { record: RaRecord<Identifier>; onSaved: () => void }) => {
  const notify = useNotify();
  return (
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
        <SelectInput source="payment_method" choices={PAYMENT_CHOICES} fullWidth />
        <SelectInput source="status" choices={STATUS_CHOICES} fullWidth />
        <NumberInput source="total_cost" min={0} step={0.01} fullWidth />
      </SimpleForm>
    </EditBase>
  );
};

export default OrderEditForm;
