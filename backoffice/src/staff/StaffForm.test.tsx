import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, CreateBase, EditBase, Notification } from 'react-admin';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { allowConsole } from '../test/console';
import { StaffForm } from './StaffForm';

/** The staff forms against the real data provider, the API answered here (ra-data-simple-rest `/admin/staff`). */

const cook = {
  id: 5,
  email: 'cook@x.by',
  name: 'Ольга',
  surname: 'Повар',
  role: 'kitchen',
  active: true,
  date_created: '2026-11-27T10:00:00Z',
};
let requests: Array<{ method: string; url: string; body: unknown }>;
let refusal: { status: number; detail: string } | null;

beforeEach(() => {
  requests = [];
  refusal = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as object) : undefined;
      requests.push({ method, url, body });
      if (refusal && method !== 'GET') {
        return new Response(JSON.stringify({ detail: refusal.detail }), {
          status: refusal.status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const json =
        method === 'POST'
          ? { ...cook, id: 9, ...body }
          : method === 'PUT'
            ? { ...cook, ...body }
            : method === 'DELETE'
              ? { ...cook, active: false }
              : cook;
      return new Response(JSON.stringify(json), { status: method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderIn = (children: React.ReactNode) =>
  render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </AdminContext>,
  );

const chooseRole = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Роль/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => ({ method: r.method, url: r.url, body: r.body }));

describe('staff forms', { timeout: 30_000 }, () => {
  it('adds a cook: POST with e-mail, name, surname and role', async () => {
    renderIn(
      <CreateBase resource="staff" redirect={false}>
        <StaffForm />
      </CreateBase>,
    );
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'new.cook@x.by' } });
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Ольга' } });
    fireEvent.change(screen.getByLabelText(/Фамилия/), { target: { value: 'Повар' } });
    await chooseRole('Кухня');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', url: '/api/v1/admin/staff', body: { email: 'new.cook@x.by', name: 'Ольга', surname: 'Повар', role: 'kitchen' } },
      ]),
    );
  });

  it('adds a driver with the work phone the customer gets with «В пути»', async () => {
    renderIn(
      <CreateBase resource="staff" redirect={false}>
        <StaffForm />
      </CreateBase>,
    );
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'driver@x.by' } });
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Павел' } });
    await chooseRole('Водитель');
    fireEvent.change(screen.getByLabelText(/Рабочий телефон/), { target: { value: '+375 29 765-43-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          url: '/api/v1/admin/staff',
          body: { email: 'driver@x.by', name: 'Павел', role: 'driver', phone: '+375 29 765-43-21' },
        },
      ]),
    );
  });

  it('shows the 409 for an e-mail that is already staff', async () => {
    refusal = { status: 409, detail: 'Сотрудник с таким e-mail уже есть' };
    allowConsole(/Сотрудник с таким e-mail уже есть/);
    renderIn(
      <CreateBase resource="staff" redirect={false}>
        <StaffForm />
      </CreateBase>,
    );
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'cook@x.by' } });
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Ольга' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Сотрудник с таким e-mail уже есть')).toBeTruthy();
  });

  it('stops a create without an e-mail in the form and sends nothing', async () => {
    renderIn(
      <CreateBase resource="staff" redirect={false}>
        <StaffForm />
      </CreateBase>,
    );
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Ольга' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Укажите e-mail')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('changes the role on edit: PUT of what changed', async () => {
    renderIn(
      <EditBase resource="staff" id={5} mutationMode="pessimistic" redirect={false}>
        <StaffForm edit />
      </EditBase>,
    );
    expect(await screen.findByDisplayValue('cook@x.by')).toHaveProperty('disabled', true);
    await chooseRole('Менеджер');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', url: '/api/v1/admin/staff/5', body: { role: 'manager' } }]));
  });

  it('shows the 409 when the last owner would be demoted', async () => {
    refusal = { status: 409, detail: 'Нельзя убрать последнего владельца' };
    allowConsole(/Нельзя убрать последнего владельца/);
    renderIn(
      <EditBase resource="staff" id={5} mutationMode="pessimistic" redirect={false}>
        <StaffForm edit />
      </EditBase>,
    );
    await screen.findByDisplayValue('cook@x.by');
    await chooseRole('Бухгалтер');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Нельзя убрать последнего владельца')).toBeTruthy();
  });

  it('«Отключить» asks first, then deactivates with DELETE', async () => {
    renderIn(
      <EditBase resource="staff" id={5} mutationMode="pessimistic" redirect={false}>
        <StaffForm edit />
      </EditBase>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Отключить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Отключить сотрудника?')).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', url: '/api/v1/admin/staff/5', body: undefined }]));
  });
});
