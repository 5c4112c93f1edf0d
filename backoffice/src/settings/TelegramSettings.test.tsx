import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider, type AuthProvider } from 'react-admin';
import { TELEGRAM_EVENTS } from '@bulbash/rules';
import { i18nProvider } from '../i18n/i18nProvider';
import { TelegramSettings } from './TelegramSettings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const connected = { chat_id: '-1001234567890', title: 'Кухня Bulbash' };

/** GET/PUT admin/telegram and DELETE …/group behind fetch; `group` appears once the test says /connect was sent. */
function fakeTelegram(options: { enabled?: boolean; owner?: boolean } = {}) {
  const state = {
    enabled: options.enabled ?? true,
    bot_name: options.enabled === false ? null : 'bulbash_catering_bot',
    group: null as null | typeof connected,
    connect_code: options.enabled === false || options.owner === false ? null : 'K7P4M2QX',
    connect_code_expires_at: options.enabled === false || options.owner === false ? null : '2026-12-01T07:30:00.000Z',
    events: [...TELEGRAM_EVENTS] as string[],
  };
  const writes: Array<{ method: string; url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (method === 'PUT') state.events = (JSON.parse(String(init?.body)) as { events: string[] }).events;
    if (method === 'DELETE') state.group = null;
    return Response.json(state);
  });
  return { state, writes };
}

const authAs = (owner: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ action }) => owner || action === 'list' || action === 'show' || action === 'read',
});

const renderCard = (owner = true) =>
  render(
    <AdminContext dataProvider={testDataProvider()} authProvider={authAs(owner)} i18nProvider={i18nProvider}>
      <TelegramSettings />
      <Notification />
    </AdminContext>,
  );

describe('TelegramSettings', { timeout: 60_000 }, () => {
  it('says «Telegram не подключён» when the shop has no bot', async () => {
    fakeTelegram({ enabled: false });
    renderCard();
    expect(await screen.findByText('Telegram не подключён.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the owner the connect code, the group once connected, and saves the chosen events', async () => {
    const api = fakeTelegram();
    renderCard();
    expect((await screen.findByTestId('telegram-connect')).textContent).toBe('/connect K7P4M2QX');
    expect(screen.getByText(/код действует до 10:30/)).toBeTruthy();
    expect(screen.getByTestId('telegram-group').textContent).toBe('Группа сотрудников не подключена.');

    // /connect was sent in the group: «Обновить» shows it.
    api.state.group = connected;
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.getByTestId('telegram-group').textContent).toBe('Группа сотрудников: Кухня Bulbash'));

    const save = screen.getByRole('button', { name: 'Сохранить настройки Telegram' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Получена оплата' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Сводка на завтра (в 18:00)' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Настройки Telegram сохранены')).toBeTruthy();
    expect(api.writes).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/admin/telegram',
        body: { events: TELEGRAM_EVENTS.filter((event) => event !== 'payment_received' && event !== 'daily_summary') },
      },
    ]);
    await waitFor(() => expect(save.disabled).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Отключить группу' }));
    await waitFor(() => expect(screen.getByTestId('telegram-group').textContent).toBe('Группа сотрудников не подключена.'));
    expect(api.writes[1]).toMatchObject({ method: 'DELETE', url: '/api/v1/admin/telegram/group' });
  });

  it('lets a manager read the events but not change them, and shows no code', async () => {
    fakeTelegram({ owner: false });
    renderCard(false);
    const card = await screen.findByRole('region', { name: 'Telegram' });
    await within(card).findByText('bulbash_catering_bot', { exact: false });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Новый заказ' }) as HTMLInputElement).disabled).toBe(true));
    expect(screen.queryByTestId('telegram-connect')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить настройки Telegram' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Новый заказ' }) as HTMLInputElement).checked).toBe(true);
  });
});
