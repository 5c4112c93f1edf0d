import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { StaffRole } from '@bulbash/rules';
import { authAs } from '../test/authAs';
import { i18nProvider } from '../i18n/i18nProvider';
import { NavTabs } from '../layout/NavTabs';
import { RequirePage } from './RequirePage';

const renderAs = (role: StaffRole, children: React.ReactNode) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: async () => ({ data: [], total: 0 }) } as never)}
      authProvider={authAs(role)}
      i18nProvider={i18nProvider}
    >
      {children}
    </AdminContext>,
  );

afterEach(cleanup);

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('the back office by role', { timeout: 30_000 }, () => {
  it('shows the kitchen its tabs only: no «Касса», orders, customers, staff or settings', async () => {
    renderAs('kitchen', <NavTabs />);
    await waitFor(() => expect(tabNames()).toContain('Производственный лист'));
    expect(tabNames()).toEqual([
      'Календарь',
      'Производственный лист',
      'Загрузка кухни',
      'Закупка',
      'Категории',
      'Подкатегории',
      'Блюда',
      'Ингредиенты',
      'Форматы мероприятий',
    ]);
  });

  it('shows the owner «Сотрудники» and «Журнал изменений», the accountant the journal and «Касса» but not the staff', async () => {
    renderAs('owner', <NavTabs />);
    await waitFor(() => expect(tabNames()).toContain('Сотрудники'));
    expect(tabNames()).toContain('Журнал изменений');
    cleanup();
    renderAs('accountant', <NavTabs />);
    await waitFor(() => expect(tabNames()).toContain('Касса'));
    expect(tabNames()).toContain('Журнал изменений');
    expect(tabNames()).not.toContain('Сотрудники');
    expect(tabNames()).not.toContain('Производственный лист');
  });

  it('answers «Нет доступа» at a page the role may not open, and the page itself to a role that may', async () => {
    renderAs('kitchen', <RequirePage page="cash-report">Касса за день</RequirePage>);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy();
    expect(screen.queryByText('Касса за день')).toBeNull();
    cleanup();
    renderAs('accountant', <RequirePage page="cash-report">Касса за день</RequirePage>);
    expect(await screen.findByText('Касса за день')).toBeTruthy();
  });
});
