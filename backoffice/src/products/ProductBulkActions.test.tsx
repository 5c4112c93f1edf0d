import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  type DataProvider,
  ListContextProvider,
  type ListControllerResult,
  Notification,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { setServerMessage } from '../dataProvider/serverMessages';
import { i18nProvider } from '../i18n/i18nProvider';
import { ProductBulkActions } from './ProductBulkActions';

afterEach(cleanup);

const renderActions = (updateMany: DataProvider['updateMany'], onUnselectItems = vi.fn()) => {
  // Only what the bulk buttons read from the list: the selection and how to clear it.
  const list = { selectedIds: [3, 5], onUnselectItems, resource: 'admin-products' } as unknown as ListControllerResult;
  render(
    <AdminContext dataProvider={testDataProvider({ updateMany })} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="admin-products">
        <ListContextProvider value={list}>
          <ProductBulkActions />
        </ListContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return onUnselectItems;
};

describe('ProductBulkActions', () => {
  it('switches the selected products off after a Russian confirmation and shows the server text', async () => {
    const updateMany = vi.fn(async () => {
      setServerMessage('Выключено товаров: 2');
      return { data: [3, 5] };
    }) as unknown as DataProvider['updateMany'];
    const unselect = renderActions(updateMany);
    fireEvent.click(screen.getByRole('button', { name: 'Выключить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Выключить товары')).toBeTruthy();
    expect(within(dialog).getByText(/Выключить выбранные товары \(2\)\? Они пропадут из магазина/)).toBeTruthy();
    expect(updateMany).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /подтвердить/i }));
    await waitFor(() => expect(updateMany).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateMany).mock.calls[0]).toEqual([
      'admin-products',
      expect.objectContaining({ ids: [3, 5], data: { status_enabled: false } }),
    ]);
    expect(await screen.findByText('Выключено товаров: 2')).toBeTruthy();
    expect(unselect).toHaveBeenCalled();
  });

  it('switches them on with the other button; cancelling changes nothing', async () => {
    const updateMany = vi.fn(async () => ({ data: [3, 5] })) as unknown as DataProvider['updateMany'];
    renderActions(updateMany);
    fireEvent.click(screen.getByRole('button', { name: 'Включить' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /отмена/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateMany).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Включить' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Они появятся в магазине/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /подтвердить/i }));
    await waitFor(() => expect(updateMany).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateMany).mock.calls[0][1]).toMatchObject({ ids: [3, 5], data: { status_enabled: true } });
  });

  it('adds or removes one diet tag or allergen on the selection in one change', async () => {
    const updateMany = vi.fn(async () => {
      setServerMessage('Снята отметка, товаров: 2');
      return { data: [3, 5] };
    }) as unknown as DataProvider['updateMany'];
    const unselect = renderActions(updateMany);
    fireEvent.click(screen.getByRole('button', { name: 'Диета и аллергены' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Диета и аллергены: выбрано товаров 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Снять отметку' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Орехи' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(updateMany).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateMany).mock.calls[0]).toEqual([
      'admin-products',
      expect.objectContaining({ ids: [3, 5], data: { allergen: 'nuts', present: false } }),
    ]);
    expect(await screen.findByText('Снята отметка, товаров: 2')).toBeTruthy();
    expect(unselect).toHaveBeenCalled();
  });
});
