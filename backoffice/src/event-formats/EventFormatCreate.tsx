import { Create } from 'react-admin';
import { useCreateSuccess } from '../shared/useUpdateNotify';
import { EventFormatForm } from './EventFormatForm';

const EventFormatCreate = () => {
  const onSuccess = useCreateSuccess('Формат мероприятия создан');
  return (
    <Create mutationOptions={{ onSuccess }} title="Новый формат мероприятия">
      <EventFormatForm />
    </Create>
  );
};

export default EventFormatCreate;
