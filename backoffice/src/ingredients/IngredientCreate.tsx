import { Create } from 'react-admin';
import { useCreateSuccess } from '../shared/useUpdateNotify';
import { IngredientForm } from './IngredientForm';

const IngredientCreate = () => {
  const onSuccess = useCreateSuccess('Ингредиент добавлен');
  return (
    <Create mutationOptions={{ onSuccess }} title="Новый ингредиент" redirect="list">
      <IngredientForm />
    </Create>
  );
};

export default IngredientCreate;
