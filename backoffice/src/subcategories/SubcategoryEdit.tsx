import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { SubcategoryForm } from './SubcategoryForm';

const SubcategoryEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SubcategoryForm edit />
    </Edit>
  );
};

export default SubcategoryEdit;
