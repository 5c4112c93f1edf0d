import { Edit } from 'react-admin';
import { useUpdateSuccess } from '../shared/useUpdateNotify';
import { IngredientForm } from './IngredientForm';
import { PriceHistory } from './PriceHistory';

/** Edit an ingredient; below, its price history (a price change keeps the old price with its date). */
const IngredientEdit = () => {
  const onSuccess = useUpdateSuccess();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} title="Ингредиент">
      <>
        <IngredientForm edit />
        <PriceHistory />
      </>
    </Edit>
  );
};

export default IngredientEdit;
