import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { ProductForm } from './ProductForm';
import { RecipeEditor } from './RecipeEditor';

/** The dish's form, then its «Техкарта» (saved on its own). */
const ProductEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <>
        <ProductForm edit />
        <RecipeEditor />
      </>
    </Edit>
  );
};

export default ProductEdit;
