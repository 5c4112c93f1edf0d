import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { ProductForm } from './ProductForm';

const ProductEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <ProductForm edit />
    </Edit>
  );
};

export default ProductEdit;
