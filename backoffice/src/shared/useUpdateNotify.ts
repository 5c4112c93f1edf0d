import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';

/** Edit success: the server's `detail` as the notification, then back to the list. */
export const useUpdateSuccess = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return () => {
    notify(takeServerMessage() ?? 'ra.notification.updated', {
      type: 'success',
      messageArgs: { smart_count: 1 },
    });
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
