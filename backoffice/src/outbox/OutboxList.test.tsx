import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { OutboxMessage } from '../dataProvider/apiTypes';
import OutboxList from './OutboxList';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = (fields: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  channel: 'email',
  recipient: 'anna@example.by',
  subject: 'Заказ №15 принят',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-12-10T07:00:00.000Z',
  next_attempt_at: '2026-12-10T07:00:00.000Z',
  sent_at: '2026-12-10T07:00:01.000Z',
  ...fields,
});

describe('«Почта»: letters and Telegram messages', { timeout: 60_000 }, () => {
  it('shows each row’s channel and a failed Telegram message with Telegram’s reason', async () => {
    const rows = [
      row({
        id: 2,
        channel: 'telegram',
        recipient: '5101',
        subject: 'Telegram: заказ №15: подтверждён',
        status: 'failed',
        last_error: 'Чат заблокировал бота, уведомления в него отключены (Telegram 403: Forbidden: bot was blocked by the user)',
      }),
      row({ id: 1 }),
    ];
    const dataProvider = testDataProvider({ getList: vi.fn(async () => ({ data: rows, total: rows.length })) as never });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="outbox">
          <OutboxList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const telegram = (await screen.findByText('Telegram: заказ №15: подтверждён')).closest('tr')!;
    expect(within(telegram).getByText('Telegram')).toBeTruthy();
    expect(within(telegram).getByText('Не отправлено')).toBeTruthy();
    expect(within(telegram).getByText(/Telegram 403: Forbidden: bot was blocked by the user/)).toBeTruthy();
    const letter = screen.getByText('Заказ №15 принят').closest('tr')!;
    expect(within(letter).getByText('Почта')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Канал' })).toBeTruthy();
  });
});
