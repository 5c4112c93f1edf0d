import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TelegramNotifications } from './TelegramNotifications';

afterEach(() => vi.restoreAllMocks());

/** The API behind fetch: the account's Telegram state, a new link per POST, and «Отключить». */
function fakeTelegram(initial: { enabled: boolean; connected: boolean }) {
  const state = { ...initial };
  const calls: string[] = [];
  let links = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/v1/users/me/telegram-link' && method === 'POST') {
      links += 1;
      return Response.json(
        { url: `https://t.me/bulbash_test_bot?start=token${links}`, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() },
        { status: 201 },
      );
    }
    if (url === '/api/v1/users/me/telegram' && method === 'DELETE') {
      state.connected = false;
      return Response.json({ enabled: true, connected: false });
    }
    if (url === '/api/v1/users/me/telegram') return Response.json(state);
    return new Response('{}', { status: 404 });
  });
  return { state, calls };
}

describe('«Получать уведомления в Telegram»', () => {
  it('shows nothing when the shop has no bot', async () => {
    const api = fakeTelegram({ enabled: false, connected: false });
    const { container } = render(<TelegramNotifications />);
    await waitFor(() => expect(api.calls).toEqual(['GET /api/v1/users/me/telegram']));
    expect(container.innerHTML).toBe('');
  });

  it('links to the bot with a fresh token, then sees the chat connected once the shopper started the bot', async () => {
    const api = fakeTelegram({ enabled: true, connected: false });
    render(<TelegramNotifications />);
    const link = await screen.findByRole('link', { name: 'Получать уведомления в Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/bulbash_test_bot?start=token1');
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(await screen.findByText(/нажмите «Запустить»/)).toBeTruthy();
    // The bot bound the chat; the tab gets the focus back.
    api.state.connected = true;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect((await screen.findByTestId('telegram-connected')).textContent).toMatch(/^Telegram подключён/);
    expect(screen.queryByRole('link', { name: 'Получать уведомления в Telegram' })).toBeNull();
  });

  it('disconnects on «Отключить» and offers a new link', async () => {
    const api = fakeTelegram({ enabled: true, connected: true });
    render(<TelegramNotifications />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Отключить' }));
    const link = await screen.findByRole('link', { name: 'Получать уведомления в Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/bulbash_test_bot?start=token1');
    expect(api.calls).toContain('DELETE /api/v1/users/me/telegram');
    expect(screen.queryByTestId('telegram-connected')).toBeNull();
  });

  it('asks again every few seconds while the shopper is in Telegram', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeTelegram({ enabled: true, connected: false });
      render(<TelegramNotifications />);
      const link = await screen.findByRole('link', { name: 'Получать уведомления в Telegram' });
      link.addEventListener('click', (event) => event.preventDefault());
      act(() => link.click());
      api.state.connected = true;
      await act(() => vi.advanceTimersByTimeAsync(3100));
      expect(await screen.findByTestId('telegram-connected')).toBeTruthy();
      expect(api.calls.filter((call) => call === 'GET /api/v1/users/me/telegram').length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
