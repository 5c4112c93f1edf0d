import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { StaffForm } from './StaffForm';

/** Name, role, active; the last owner's demotion is refused (409 «Нельзя убрать последнего владельца», shown). */
const StaffEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit title="Сотрудник" mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <StaffForm edit />
    </Edit>
  );
};

export default StaffEdit;
