import { Create } from 'react-admin';
import { useCreateSuccess } from '../shared/useUpdateNotify';
import { SubcategoryForm } from './SubcategoryForm';

const SubcategoryCreate = () => {
  const onSuccess = useCreateSuccess('Новая подкатегория была успешно создана');
  return (
    <Create mutationOptions={{ onSuccess }} title="Новая подкатегория">
      <SubcategoryForm />
    </Create>
  );
};

export default SubcategoryCreate;
