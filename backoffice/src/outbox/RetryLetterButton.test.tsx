import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { OutboxMessage } from '../dataProvider/apiTypes';
import { RetryLetterButton } from './RetryLetterButton';

afterEach(cleanup);

const letter = (status: OutboxMessage['status']): OutboxMessage => ({
  id: 7,
  channel: 'email',
  recipient: 'nobody@example.by',
  subject: 'Заказ №15 принят',
  status,
  attempts: 3,
  last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 mailbox unavailable",
  created_at: '2026-12-10T07:00:00.000Z',
  next_attempt_at: '2026-12-10T07:01:00.000Z',
  sent_at: null,
});

function renderButton(message: OutboxMessage, mayWrite = true) {
  const api = { retryLetter: vi.fn(async () => ({ ...message, status: 'pending', attempts: 0 })) };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ action }) => action !== 'edit' || mayWrite,
  };
  render(
    <AdminContext dataProvider={testDataProvider(api as never)} authProvider={authProvider} i18nProvider={i18nProvider}>
      <RetryLetterButton message={message} />
    </AdminContext>,
  );
  return api;
}

describe('«Отправить ещё раз»', { timeout: 60_000 }, () => {
  it('queues a failed letter again', async () => {
    const api = renderButton(letter('failed'));
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить ещё раз' }));
    await waitFor(() => expect(api.retryLetter).toHaveBeenCalledWith(7));
  });

  it('is absent for a letter that is not failed, and for a role that only reads the outbox', async () => {
    renderButton(letter('pending'));
    renderButton(letter('failed'), false);
    // A failed letter for a role that may send it: once its button is there, the others have answered too.
    renderButton({ ...letter('failed'), id: 8 });
    await screen.findByRole('button', { name: 'Отправить ещё раз' });
    expect(screen.getAllByRole('button', { name: 'Отправить ещё раз' })).toHaveLength(1);
  });
});
