import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';
import { useAllowed } from '../access/useAllowed';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * «Отключить»: after a confirmation, DELETE /admin/staff/{id} deactivates the account (its
 * sessions end at once). Only on an active account; the API's 409 (the last owner) is shown.
 */
export const DeactivateButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [deactivate, { isPending }] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = useAllowed('staff', 'delete');
  if (!record || !record.active || !allowed) return null;
  const name = [record.name, record.surname].filter(Boolean).join(' ') || String(record.email);

  const confirm = (event: MouseEvent) => {
    event.stopPropagation();
    deactivate(
      'staff',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(takeServerMessage() ?? 'Сотрудник отключён', { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };

  return (
    <span onClick={stop}>
      <Button label="Отключить" color="error" onClick={() => setOpen(true)}>
        <PersonOffIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Отключить сотрудника?"
        content={`${name} больше не сможет войти, текущие сеансы завершатся сразу.`}
        confirm="Отключить"
        cancel="Отмена"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
