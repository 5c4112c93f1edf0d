import { Create } from 'react-admin';
import { useCreateSuccess } from '../shared/useUpdateNotify';
import { CategoryForm } from './CategoryForm';

const CategoryCreate = () => {
  const onSuccess = useCreateSuccess('Новая категория была успешно создана');
  return (
    <Create mutationOptions={{ onSuccess }} title="Новая категория">
      <CategoryForm />
    </Create>
  );
};

export default CategoryCreate;
