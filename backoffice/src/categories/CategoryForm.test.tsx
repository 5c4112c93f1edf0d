import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, EditBase, Notification } from 'react-admin';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { CategoryForm } from './CategoryForm';

/** The category edit form against the real data provider, with the API answered here. */

const category = { id: 3, name: 'Салаты', description: 'Свежие салаты', status_enabled: true, position: 2, image_path: null };
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: init.body });
      const json = method === 'PUT' ? { ...category, ...(JSON.parse(String(init.body)) as object) } : category;
      return new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderEdit = () =>
  render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
      <EditBase resource="admin-categories" id={3} mutationMode="pessimistic" redirect={false}>
        <CategoryForm edit />
      </EditBase>
      <Notification />
    </AdminContext>,
  );

/** Empties a field once the record has loaded into the form. */
const clear = async (value: string) => {
  fireEvent.change(await screen.findByDisplayValue(value), { target: { value: '' } });
};

const puts = () => requests.filter((r) => r.method === 'PUT').map((r) => `${r.url} ${String(r.body)}`);

// A first render of react-admin's whole Edit in jsdom takes seconds on a busy 2-core machine.
describe('category edit form', { timeout: 30_000 }, () => {
  it('sends a cleared description as an empty one', async () => {
    renderEdit();
    await clear(category.description);
    fireEvent.click(screen.getByRole('button', { name: 'сохранить' }));
    await waitFor(() => expect(puts()).toEqual(['/api/v1/admin/categories/3 {"description":""}']));
  });

  it('stops a cleared name in the form with a Russian message and sends nothing', async () => {
    renderEdit();
    await clear(category.name);
    fireEvent.click(screen.getByRole('button', { name: 'сохранить' }));
    expect(await screen.findByText('Обязательно для заполнения')).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});
