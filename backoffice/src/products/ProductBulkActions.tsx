import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, Confirm, useListContext, useNotify, useUpdateMany } from 'react-admin';
import { useNotifyUpdated } from '../shared/useUpdateNotify';
import { DietaryBulkButton } from './DietaryBulkButton';

/**
 * «Включить» or «Выключить» the selected products after a confirmation, in one request; then the
 * server's «Выключено товаров: 2» and the selection cleared. (react-admin's
 * BulkUpdateWithConfirmButton hands its `mutationOptions` on to the DOM button.)
 */
const StatusBulkButton = ({ enabled }: { enabled: boolean }) => {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const notifyUpdated = useNotifyUpdated();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const texts = enabled ? 'enable' : 'disable';

  const confirm = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: { status_enabled: enabled } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notifyUpdated();
          onUnselectItems();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button label={enabled ? 'Включить' : 'Выключить'} onClick={() => setOpen(true)}>
        {enabled ? <VisibilityIcon /> : <VisibilityOffIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`shop.products.${texts}_title`}
        content={`shop.products.${texts}_content`}
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The products list's bulk actions: switch the selected products on or off in one request (one
 * transaction on the server), after a confirmation; add or remove a diet tag or allergen.
 */
export const ProductBulkActions = () => (
  <>
    <StatusBulkButton enabled />
    <StatusBulkButton enabled={false} />
    <DietaryBulkButton />
  </>
);
