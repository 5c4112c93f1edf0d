import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateWithConfirmButton, useListContext } from 'react-admin';
import { useNotifyUpdated } from '../shared/useUpdateNotify';
import { DietaryBulkButton } from './DietaryBulkButton';

/** After the change: the server's «Выключено товаров: 2», and the selection is cleared. */
const useBulkSuccess = () => {
  const notifyUpdated = useNotifyUpdated();
  const { onUnselectItems } = useListContext();
  return () => {
    notifyUpdated();
    onUnselectItems();
  };
};

/**
 * The products list's bulk actions: switch the selected products on or off in one request (one
 * transaction on the server), after a confirmation; add or remove a diet tag or allergen.
 */
export const ProductBulkActions = () => {
  const onSuccess = useBulkSuccess();
  return (
    <>
      <BulkUpdateWithConfirmButton
        label="Включить"
        icon={<VisibilityIcon />}
        data={{ status_enabled: true }}
        confirmTitle="shop.products.enable_title"
        confirmContent="shop.products.enable_content"
        mutationOptions={{ onSuccess }}
      />
      <BulkUpdateWithConfirmButton
        label="Выключить"
        icon={<VisibilityOffIcon />}
        data={{ status_enabled: false }}
        confirmTitle="shop.products.disable_title"
        confirmContent="shop.products.disable_content"
        mutationOptions={{ onSuccess }}
      />
      <DietaryBulkButton />
    </>
  );
};
