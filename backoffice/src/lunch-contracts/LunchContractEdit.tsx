import { Edit, useRedirect } from 'react-admin';
import { useNotifyUpdated } from '../shared/useUpdateNotify';
import { LunchContractForm } from './LunchContractForm';

/** Changing a contract's terms (the status moves on the show page); back to the contract after saving. */
const LunchContractEdit = () => {
  const notifyUpdated = useNotifyUpdated();
  const redirect = useRedirect();
  return (
    <Edit
      title="Договор на обеды"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notifyUpdated();
          redirect('show', 'lunch-contracts', data.id);
        },
      }}
    >
      <LunchContractForm />
    </Edit>
  );
};

export default LunchContractEdit;
