import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider, type UpdateParams } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import OrderChangeForm from './OrderChangeForm';
import { allowConsole } from '../test/console';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = {
  id: 7,
  version: 4,
  guests: 10,
  delivery_method: 'delivery',
  delivery_address: 'Минск, ул. Немига, 5',
  delivery_distance_km: 0,
  delivery_cost: 0,
  delivery_at: '2026-12-01T08:00:00.000Z', // 11:00 in Minsk
  order_items: [{ id: 1, product_id: 3, name: 'Бокс 01', description: '', image_path: null, product_cost: 45.5, quantity: 2 }],
  adjustments: [],
};

/** The capacity API behind fetch: 11:00 (the order's own), 11:30 taken, 12:00 free. */
const availability = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({
      days: [
        {
          date: '2026-12-01',
          open: true,
          reason: null,
          remaining_guests: 200,
          slots: [
            { time: '11:00', available: false },
            { time: '11:30', available: false },
            { time: '12:00', available: true },
          ],
        },
      ],
      notice: null,
    }),
  );

const renderForm = (update: (resource: string, params: UpdateParams) => Promise<{ data: unknown }>, record: typeof order = order) => {
  availability();
  const onSaved = vi.fn();
  render(
    <AdminContext
      dataProvider={testDataProvider({ update: update as never, getList: (async () => ({ data: [], total: 0 })) as never })}
      i18nProvider={i18nProvider}
    >
      <OrderChangeForm record={record} onSaved={onSaved} />
    </AdminContext>,
  );
  return onSaved;
};

const save = () => screen.getByRole('button', { name: 'Сохранить изменения' });

describe('order change form', () => {
  it('sends only what changed, with the new time in Minsk, and closes when saved', { timeout: 30_000 }, async () => {
    const update = vi.fn(async (_resource: string, params: UpdateParams) => ({ data: { ...order, ...params.data } }));
    const onSaved = renderForm(update);
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Количество: Бокс 01'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Гостей'), { target: { value: '30' } });
    // The order's own slot is offered though full; a taken one is not.
    await waitFor(() => expect(screen.getByRole('button', { name: '12:00' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: '11:30 (занято)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '11:00 (занято)' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '12:00' }));
    expect(screen.getByRole('cell', { name: 'Новая сумма' }).textContent?.replace(/\s/g, ' ')).toBe('136,50 byn');
    fireEvent.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toEqual({
      lines: [{ product_id: 3, quantity: 3 }],
      guests: 30,
      delivery_at: '2026-12-01T12:00:00+03:00',
    });
    expect(update.mock.calls[0][1].previousData).toBe(order);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('keeps a service line while the dishes change, and removes it by id when asked', { timeout: 30_000 }, async () => {
    const withService = {
      ...order,
      order_items: [
        ...order.order_items,
        { id: 41, product_id: null, name: 'Официант', description: '', image_path: null, product_cost: 25, quantity: 4 },
      ],
    } as typeof order;
    const update = vi.fn(async (_resource: string, params: UpdateParams) => ({ data: { ...withService, ...params.data } }));
    renderForm(update, withService);
    fireEvent.change(screen.getByLabelText('Количество: Бокс 01'), { target: { value: '3' } });
    // 3 × 45,50 + the waiter's 4 × 25,00
    expect(screen.getByRole('cell', { name: 'Новая сумма' }).textContent?.replace(/\s/g, ' ')).toBe('236,50 byn');
    fireEvent.click(screen.getByRole('button', { name: 'Убрать' }));
    expect(screen.getByRole('cell', { name: 'Новая сумма' }).textContent?.replace(/\s/g, ' ')).toBe('136,50 byn');
    fireEvent.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toEqual({ lines: [{ product_id: 3, quantity: 3 }], remove_line_ids: [41] });
  });

  it('names the field of a 400 in Russian and keeps the form open', { timeout: 30_000 }, async () => {
    allowConsole(/guests: должно быть целым числом/);
    const update = vi.fn(async () => {
      throw new HttpError('guests: должно быть целым числом от 1 до 1000', 400);
    });
    const onSaved = renderForm(update);
    fireEvent.change(screen.getByLabelText('Гостей'), { target: { value: '5000' } });
    fireEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Гостей: должно быть целым числом от 1 до 1000');
    expect(screen.getByLabelText('Гостей').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('closes and reloads when someone else saved the order meanwhile (version 409)', { timeout: 30_000 }, async () => {
    allowConsole(/Заказ изменился, обновите страницу/);
    const update = vi.fn(async () => {
      throw new HttpError('Заказ изменился, обновите страницу', 409);
    });
    const onSaved = renderForm(update);
    fireEvent.change(screen.getByLabelText('Гостей'), { target: { value: '12' } });
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the override when the kitchen is full, and sends force with it', { timeout: 30_000 }, async () => {
    allowConsole(/мест нет\. Ближайший свободный день/);
    const update = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('На 01.12.2026 мест нет. Ближайший свободный день — 02.12.2026', 409))
      .mockResolvedValueOnce({ data: order });
    renderForm(update);
    fireEvent.change(screen.getByLabelText('Гостей'), { target: { value: '300' } });
    fireEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Ближайший свободный день — 02.12.2026. Чтобы записать всё равно, отметьте «Записать сверх лимита».',
    );
    fireEvent.click(screen.getByLabelText('Записать сверх лимита (занятые слоты, закрытый день)'));
    fireEvent.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data).toEqual({ guests: 300, force: true });
  });
});
