import { Create } from 'react-admin';
import { useCreateSuccess } from '../shared/useUpdateNotify';
import { StaffForm } from './StaffForm';

/** «Добавить сотрудника»: the API answers 409 «Сотрудник с таким e-mail уже есть», shown as the notification. */
const StaffCreate = () => {
  const onSuccess = useCreateSuccess('Сотрудник добавлен, письмо для установки пароля отправлено');
  return (
    <Create title="Новый сотрудник" mutationOptions={{ onSuccess }}>
      <StaffForm />
    </Create>
  );
};

export default StaffCreate;
