import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { authAs } from '../test/authAs';
import { AuditEntries } from './AuditEntries';
import AuditLogList from './AuditLogList';
import { actorText, changeLines, minskTime, type AuditEntry } from './auditText';

const priceChange: AuditEntry = {
  id: 11,
  at: '2026-11-27T21:30:00.000Z',
  actor_id: 1,
  actor_email: 'owner@x.by',
  actor_role: 'owner',
  entity: 'product',
  entity_id: 7,
  action: 'update',
  changes: [{ field: 'price', old: 45, new: 4.5 }],
};
const orderEdit: AuditEntry = {
  id: 12,
  at: '2026-11-27T09:05:00.000Z',
  actor_id: 2,
  actor_email: 'manager@x.by',
  actor_role: 'manager',
  entity: 'order',
  entity_id: 3,
  action: 'reschedule',
  changes: [
    { field: 'delivery_at', old: '2026-12-01T12:00:00Z', new: '2026-12-02T12:00:00Z' },
    { field: 'force', old: null, new: true },
    { field: 'legacy_flag', old: null, new: 1 },
  ],
};

const providerWith = (rows: AuditEntry[]) => {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  return { getList, dataProvider: testDataProvider({ getList } as unknown as Partial<DataProvider>) };
};

afterEach(cleanup);

describe('audit texts', () => {
  it('shows each change as «поле: было → стало», the time in Minsk and the actor with the role in Russian', () => {
    expect(changeLines('order', orderEdit.changes)).toEqual([
      'delivery_at: 01.12.2026 15:00 → 02.12.2026 15:00',
      'force: — → да',
      'legacy_flag: — → 1',
    ]);
    // Coded values in the screens' words; a code the back office does not know stays as it is.
    expect(
      changeLines('order', [
        { field: 'status', old: 'pending', new: 'processing' },
        { field: 'payment_method', old: 'cash', new: 'transfer' },
        { field: 'delivery_method', old: 'delivery', new: 'pickup' },
        { field: 'status', old: 'processing', new: 'archived' },
      ]),
    ).toEqual([
      'status: в обработке → готовится',
      'payment_method: наличные → безналичный перевод по счёту',
      'delivery_method: доставка → самовывоз',
      'status: готовится → archived',
    ]);
    expect(changeLines('staff', [{ field: 'role', old: 'manager', new: 'accountant' }])).toEqual(['role: Менеджер → Бухгалтер']);
    expect(changeLines('letter', [{ field: 'status', old: 'failed', new: 'pending' }])).toEqual([
      'status: Не отправлено → Ожидает отправки',
    ]);
    // The same word elsewhere is not a code: a product's «status» would be shown as written.
    expect(changeLines('product', [{ field: 'status', old: 'pending', new: 'x' }])).toEqual(['status: pending → x']);
    expect(minskTime('2026-11-27T21:30:00.000Z')).toBe('28.11.2026 00:30:00');
    expect(actorText(priceChange)).toBe('owner@x.by (Владелец)');
    expect(actorText({ actor_id: null, actor_email: null, actor_role: null })).toBe('система');
    expect(actorText({ actor_id: 9, actor_email: 'client@x.by', actor_role: null })).toBe('client@x.by (клиент)');
  });
});

describe('AuditEntries panel', { timeout: 30_000 }, () => {
  it('lists the record’s own entries, newest first', async () => {
    const { getList, dataProvider } = providerWith([priceChange]);
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authAs('accountant')} i18nProvider={i18nProvider}>
        <AuditEntries entity="product" id={7} />
      </AdminContext>,
    );
    expect(await screen.findByText('Цена: 45 → 4.5')).toBeTruthy();
    expect(screen.getByText('owner@x.by (Владелец)')).toBeTruthy();
    expect(screen.getByText('изменение')).toBeTruthy();
    expect(screen.getByText('28.11.2026 00:30:00')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'audit-log',
      expect.objectContaining({ filter: { entity: 'product', entity_id: 7 }, sort: { field: 'at', order: 'DESC' } }),
    );
  });

  it('is absent for a role without the audit log, and asks nothing', async () => {
    const { getList, dataProvider } = providerWith([priceChange]);
    const { container } = render(
      <AdminContext dataProvider={dataProvider} authProvider={authAs('manager')} i18nProvider={i18nProvider}>
        <AuditEntries entity="order" id={3} />
      </AdminContext>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('«Журнал изменений» list', { timeout: 30_000 }, () => {
  it('shows who changed what, in Russian, with the changed fields; the accountant filters by the staff id', async () => {
    const { getList, dataProvider } = providerWith([priceChange, orderEdit]);
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authAs('accountant')} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="audit-log">
          <AuditLogList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Цена: 45 → 4.5', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Блюдо')).toBeTruthy();
    expect(screen.getByText('Заказ')).toBeTruthy();
    expect(screen.getByText('перенос')).toBeTruthy();
    expect(screen.getByText('Мероприятие: 01.12.2026 15:00 → 02.12.2026 15:00')).toBeTruthy();
    expect(screen.getByText('Принудительно: — → да')).toBeTruthy();
    // A field no screen labels keeps its API name, as it is.
    expect(screen.getByText('legacy_flag: — → 1')).toBeTruthy();
    expect(screen.getByText('manager@x.by (Менеджер)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '№3' }).getAttribute('href')).toMatch(/\/orders\/3\/show$/);
    // The accountant may not list the staff: no picker, an id field.
    expect(screen.getByLabelText('ID сотрудника')).toBeTruthy();
    for (const label of ['Раздел', 'Запись (№)', 'С', 'По']) expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('audit-log', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } })),
    );
  });
});
