import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';

/** A change saved: the server's `detail` as the notification, or react-admin's «updated» text. */
export const useNotifyUpdated = () => {
  const notify = useNotify();
  return () => notify(takeServerMessage() ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
};

/** Edit success: the server's `detail` as the notification, then back to the list. */
export const useUpdateSuccess = () => {
  const notifyUpdated = useNotifyUpdated();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return () => {
    notifyUpdated();
    redirect('list', resource);
  };
};

/** Create success: the spec's fixed message, then back to the list. */
export const useCreateSuccess = (message: string) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', resource);
  };
};
