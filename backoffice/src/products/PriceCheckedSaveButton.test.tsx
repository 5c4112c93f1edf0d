import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveContextProvider, testDataProvider, type GetListParams } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { PriceCheckedSaveButton } from './PriceCheckedSaveButton';

afterEach(cleanup);

/** A category of three products (12, 40 and 85 byn) behind the list API, sorted as asked. */
const dataProvider = (answered: Promise<void> = Promise.resolve()) => {
  const rows = [
    { id: 1, price: 12 },
    { id: 2, price: 40 },
    { id: 3, price: 85 },
  ];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    await answered;
    const sorted = [...rows].sort((a, b) => (params.sort?.order === 'DESC' ? b.price - a.price : a.price - b.price));
    return { data: sorted.slice(0, 2), total: rows.length };
  });
  return { provider: testDataProvider({ getList: getList as never }), getList };
};

const renderButton = (price: number, answered?: Promise<void>) => {
  const save = vi.fn();
  const { provider, getList } = dataProvider(answered);
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <SaveContextProvider value={{ save, saving: false, mutationMode: 'pessimistic' }}>
        <Form record={{ id: 9, price, category_id: 4 }} onSubmit={save}>
          <PriceCheckedSaveButton price={price} categoryId={4} alwaysEnable />
        </Form>
      </SaveContextProvider>
    </AdminContext>,
  );
  return { save, getList };
};

const saveButton = () => screen.getByRole('button', { name: 'сохранить' });

describe('product price check', () => {
  it('asks before saving a price far above the category’s range, and saves only when confirmed', { timeout: 30_000 }, async () => {
    const { save, getList } = renderButton(4550);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(getList.mock.calls[0][1].filter).toEqual({ category_id: 4 });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Цена 4 550,00 byn сильно отличается от цен этой категории (12,00 byn – 85,00 byn)',
    );
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Исправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(saveButton());
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('saves a price inside the range without asking', { timeout: 30_000 }, async () => {
    const { save, getList } = renderButton(50);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves nothing while the category’s prices are still on their way, then asks', { timeout: 30_000 }, async () => {
    let answer = () => {};
    const { save, getList } = renderButton(4550, new Promise<void>((resolve) => (answer = resolve)));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    fireEvent.click(saveButton());
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Once the answers are in, a click asks (clicks before that still do nothing).
    answer();
    await waitFor(() => {
      fireEvent.click(saveButton());
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    expect(save).not.toHaveBeenCalled();
  });
});
