import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { CancellationSettings } from './CancellationSettings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The payment settings behind fetch: PATCH stores a whole 0..1440, anything else is the server's 400. */
function fakeSettings() {
  const patches: unknown[] = [];
  let minutes = 15;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { free_cancel_minutes: unknown };
      patches.push(body);
      const value = body.free_cancel_minutes;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1440)
        return Response.json(
          { detail: 'free_cancel_minutes: время бесплатной отмены в минутах должно быть целым числом не меньше 0' },
          { status: 400 },
        );
      minutes = value;
    }
    return Response.json({ deposit_percent: 0, free_cancel_minutes: minutes });
  });
  return patches;
}

describe('CancellationSettings', { timeout: 60_000 }, () => {
  it('shows the stored grace, saves 0 to turn it off, and shows a refusal naming the field', async () => {
    const patches = fakeSettings();
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <CancellationSettings />
        <Notification />
      </AdminContext>,
    );
    const input = screen.getByLabelText('Бесплатная отмена, минут') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('15'));
    const save = screen.getByRole('button', { name: 'Сохранить условия отмены' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(save);
    expect(await screen.findByText('Условия отмены сохранены')).toBeTruthy();
    expect(patches).toEqual([{ free_cancel_minutes: 0 }]);
    await waitFor(() => expect(save.disabled).toBe(true));

    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.click(save);
    expect(await screen.findByText(/^free_cancel_minutes: /)).toBeTruthy();
    expect(patches[1]).toEqual({ free_cancel_minutes: 2.5 });
  });
});
