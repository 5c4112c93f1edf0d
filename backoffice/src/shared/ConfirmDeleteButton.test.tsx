import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  type DataProvider,
  HttpError,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { setServerMessage } from '../dataProvider/serverMessages';
import { i18nProvider } from '../i18n/i18nProvider';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { allowConsole } from '../test/console';

afterEach(cleanup);

const record = { id: 4, name: 'Торт «Наполеон»' };

const renderButton = (remove: (...args: unknown[]) => Promise<unknown>, iconOnly = false) =>
  render(
    <AdminContext dataProvider={testDataProvider({ delete: remove as DataProvider['delete'] })} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="admin-products">
        <RecordContextProvider value={record}>
          <ConfirmDeleteButton iconOnly={iconOnly} />
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );

describe('ConfirmDeleteButton', () => {
  it('asks with the spec text and deletes only after "удалить", then shows the server detail', async () => {
    const remove = vi.fn(async () => {
      setServerMessage('Продукт удалён');
      return { data: record };
    });
    renderButton(remove, true);
    fireEvent.click(await screen.findByRole('button', { name: 'удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Вы уверены, что хотите удалить Торт «Наполеон»? Вся информация об этой позиции будет удалена.'),
    ).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /удалить/i }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]).toEqual(['admin-products', expect.objectContaining({ id: 4, previousData: record })]);
    expect(await screen.findByText('Продукт удалён')).toBeTruthy();
  });

  it('does nothing when the dialog is cancelled', async () => {
    const remove = vi.fn(async () => ({ data: record }));
    renderButton(remove);
    fireEvent.click(await screen.findByRole('button', { name: /удалить/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /отмена/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the server refusal as an error notification', async () => {
    allowConsole(/Нельзя удалить категорию, в которой есть продукты/);
    const remove = vi.fn(async () => {
      throw new HttpError('Нельзя удалить категорию, в которой есть продукты', 409, {});
    });
    renderButton(remove, true);
    fireEvent.click(await screen.findByRole('button', { name: 'удалить' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /удалить/i }));
    expect(await screen.findByText('Нельзя удалить категорию, в которой есть продукты')).toBeTruthy();
  });
});
