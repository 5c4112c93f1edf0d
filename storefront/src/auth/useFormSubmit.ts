import { useState, type FormEvent } from 'react';
import { errorText } from '../api/client';
import { useNotification } from '../state/notification';

/**
 * The submit cycle every account form shares: validate, block the button while the request
 * runs, show the server's detail as an error notification when it fails.
 */
export function useFormSubmit(check: () => boolean, action: () => Promise<void>) {
  const { notify } = useNotification();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, onSubmit: (event: FormEvent) => void submit(event) };
}
