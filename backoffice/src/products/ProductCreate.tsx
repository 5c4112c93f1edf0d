import { Create } from 'react-admin';
import { useCreateSuccess } from '../shared/useUpdateNotify';
import { ProductForm } from './ProductForm';

const ProductCreate = () => {
  const onSuccess = useCreateSuccess('Новый продукт был успешно создан');
  return (
    <Create mutationOptions={{ onSuccess }} title="Новый продукт">
      <ProductForm />
    </Create>
  );
};

export default ProductCreate;
