import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { CategoryForm } from './CategoryForm';

const CategoryEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <CategoryForm edit />
    </Edit>
  );
};

export default CategoryEdit;
