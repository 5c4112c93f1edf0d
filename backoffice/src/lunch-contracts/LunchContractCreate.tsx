import { minskDay } from '@bulbash/rules';
import { Create } from 'react-admin';
import { LunchContractForm } from './LunchContractForm';
import { newContractDefaults } from './lunchContractStatus';

/** «Новый договор»: from tomorrow, Monday to Friday at 12:30, the default cutoff and late terms. */
const LunchContractCreate = () => (
  <Create title="Новый договор на обеды" redirect="show">
    <LunchContractForm defaultValues={newContractDefaults(minskDay(new Date(), 1))} />
  </Create>
);

export default LunchContractCreate;
