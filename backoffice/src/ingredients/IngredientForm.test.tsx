import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, CreateBase, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { IngredientForm } from './IngredientForm';

afterEach(cleanup);

describe('IngredientForm', { timeout: 60_000 }, () => {
  it('names a missing name, a negative price and a zero pack size in Russian, saves nothing, then saves once they are right', async () => {
    const save = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 1, ...params.data } }));
    render(
      <AdminContext dataProvider={testDataProvider({ create: save } as never)} i18nProvider={i18nProvider}>
        <CreateBase resource="ingredients" redirect={false}>
          <IngredientForm />
        </CreateBase>
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText(/Цена за единицу/), { target: { value: '-3' } });
    fireEvent.change(screen.getByLabelText(/Упаковка/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: /сохранить/i }));
    expect(await screen.findByText('Укажите название')).toBeTruthy();
    expect(screen.getByText('Цена не может быть отрицательной')).toBeTruthy();
    expect(screen.getByText('Упаковка должна быть больше нуля')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Название/), { target: { value: 'Картофель' } });
    fireEvent.change(screen.getByLabelText(/Цена за единицу/), { target: { value: '1,20' } });
    fireEvent.change(screen.getByLabelText(/Упаковка/), { target: { value: '5' } });
    // The form checks again after each change (the save button waits for it), as it would for a person.
    const saveButton = screen.getByRole('button', { name: /сохранить/i }) as HTMLButtonElement;
    await waitFor(() => expect(screen.queryByText('Упаковка должна быть больше нуля')).toBeNull());
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1].data).toMatchObject({ name: 'Картофель', unit: 'kg', price_per_unit: 1.2, pack_size: 5, allergens: [] });
  });
});
