import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect, useRefresh, useResourceContext } from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';
import { useDeleteBlocker } from './useDeleteBlocker';
import { useAllowed } from '../access/useAllowed';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Delete with the spec's confirmation: "Вы уверены, что хотите удалить {name}? ..." and a
 * "удалить" button. Shows the server's `detail` (or its error) as a notification. A category or
 * subcategory that still holds subcategories or products says so beforehand instead of asking.
 */
export const ConfirmDeleteButton = ({
  redirectToList = false,
  iconOnly = false,
}: {
  redirectToList?: boolean;
  /** A compact icon button, for datagrid rows. */
  iconOnly?: boolean;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const blocker = useDeleteBlocker(resource, record?.id, open);
  const allowed = useAllowed(resource ?? '', 'delete');

  if (!record || !resource || !allowed) return null;

  const handleConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(takeServerMessage() ?? 'ra.notification.deleted', {
            type: 'success',
            messageArgs: { smart_count: 1 },
          });
          if (redirectToList) redirect('list', resource);
          else refresh();
        },
        onError: (error: unknown) => {
          setOpen(false);
          const message = error instanceof Error ? error.message : 'ra.notification.http_error';
          notify(message, { type: 'error' });
        },
      },
    );
  };

  return (
    // Keeps clicks (also from the dialog's portal) away from the row's click handler.
    <span onClick={stop}>
      {iconOnly ? (
        <Tooltip title="удалить">
          <IconButton size="small" color="error" onClick={() => setOpen(true)} aria-label="удалить">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label="shop.delete_button" color="error" onClick={() => setOpen(true)}>
          <DeleteIcon />
        </Button>
      )}
      <Dialog open={open && blocker.state === 'blocked'} onClose={() => setOpen(false)} aria-labelledby="delete-blocked-title">
        <DialogTitle id="delete-blocked-title">Удалить «{String(record.name ?? `#${record.id}`)}» нельзя</DialogTitle>
        <DialogContent>
          <DialogContentText>{blocker.state === 'blocked' ? blocker.reason : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button label="Понятно" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={open && blocker.state === 'free'}
        loading={isPending}
        title="shop.delete_confirm_title"
        content="shop.delete_confirm"
        contentTranslateOptions={{ name: record.name ?? `#${record.id}` }}
        confirm="shop.delete_button"
        confirmColor="warning"
        onConfirm={handleConfirm}
        onClose={(event) => {
          event.stopPropagation();
          setOpen(false);
        }}
      />
    </span>
  );
};
