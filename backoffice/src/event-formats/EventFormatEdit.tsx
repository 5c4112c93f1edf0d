import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { EventFormatForm } from './EventFormatForm';

const EventFormatEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} title="Формат мероприятия">
      <EventFormatForm edit />
    </Edit>
  );
};

export default EventFormatEdit;
