import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_RESOURCES } from '@bulbash/rules';
import { NAV_ENTRIES } from '../layout/navigation';
import { RESOURCES } from '../dataProvider/resources';
import { ACCESS_RESOURCES, allows, permissionAction } from './access';

const { owner, manager, kitchen, driver, accountant } = ROLE_PERMISSIONS;

describe('back-office access mapping', () => {
  it('maps every tab, every react-admin resource and the driver page to a resource of the permission table', () => {
    const names = [...NAV_ENTRIES.map((entry) => entry.path), ...Object.keys(RESOURCES), 'my-deliveries'];
    for (const name of names) {
      expect(ACCESS_RESOURCES[name], name).toBeDefined();
      expect(Object.keys(STAFF_RESOURCES)).toContain(ACCESS_RESOURCES[name]);
    }
  });

  it('reads lists, pages and exports; every other action writes', () => {
    expect(['list', 'show', 'export', 'read'].map(permissionAction)).toEqual(['read', 'read', 'read', 'read']);
    expect(['create', 'edit', 'delete', 'clone', 'refund'].map(permissionAction)).toEqual(['write', 'write', 'write', 'write', 'write']);
  });

  it('lets the owner do everything', () => {
    for (const name of Object.keys(ACCESS_RESOURCES)) {
      expect(allows(owner, name, 'list'), name).toBe(true);
      expect(allows(owner, name, 'delete'), name).toBe(true);
    }
  });

  it('gives the kitchen its sheets and a read-only catalogue, no money, contacts, orders or staff', () => {
    expect(allows(kitchen, 'production-sheet', 'list')).toBe(true);
    expect(allows(kitchen, 'agenda', 'list')).toBe(true);
    expect(allows(kitchen, 'kitchen-load', 'list')).toBe(true);
    expect(allows(kitchen, 'capacity', 'edit')).toBe(false);
    expect(allows(kitchen, 'admin-products', 'list')).toBe(true);
    expect(allows(kitchen, 'admin-products', 'edit')).toBe(false);
    expect(allows(kitchen, 'admin-products', 'delete')).toBe(false);
    for (const closed of [
      'cash-report',
      'customer-contacts',
      'orders',
      'customers',
      'payments',
      'staff',
      'audit-log',
      'settings',
      'dashboard',
    ]) {
      expect(allows(kitchen, closed, 'list'), closed).toBe(false);
    }
  });

  it('gives the manager orders and payments but no refunds, staff, cash report or settings changes', () => {
    expect(allows(manager, 'orders', 'edit')).toBe(true);
    expect(allows(manager, 'payments', 'create')).toBe(true);
    expect(allows(manager, 'refunds', 'create')).toBe(false);
    expect(allows(manager, 'staff', 'list')).toBe(false);
    expect(allows(manager, 'cash-report', 'list')).toBe(false);
    expect(allows(manager, 'settings', 'list')).toBe(true);
    expect(allows(manager, 'shop-settings', 'edit')).toBe(false);
    expect(allows(manager, 'payment-settings', 'read')).toBe(false);
  });

  it('gives the accountant money, the audit log and read-only orders; settings only for the payment card', () => {
    expect(allows(accountant, 'cash-report', 'list')).toBe(true);
    expect(allows(accountant, 'audit-log', 'list')).toBe(true);
    expect(allows(accountant, 'orders', 'show')).toBe(true);
    expect(allows(accountant, 'orders', 'edit')).toBe(false);
    expect(allows(accountant, 'orders', 'create')).toBe(false);
    expect(allows(accountant, 'settings', 'list')).toBe(true);
    expect(allows(accountant, 'shop-settings', 'read')).toBe(false);
    expect(allows(accountant, 'payment-settings', 'read')).toBe(true);
    expect(allows(accountant, 'payment-settings', 'edit')).toBe(false);
    expect(allows(accountant, 'admin-products', 'edit')).toBe(false);
  });

  it('gives the driver its deliveries only', () => {
    expect(allows(driver, 'my-deliveries', 'list')).toBe(true);
    expect(allows(driver, 'delivery-sheet', 'list')).toBe(true);
    expect(allows(driver, 'orders', 'list')).toBe(false);
    expect(allows(driver, 'production-sheet', 'list')).toBe(false);
  });

  it('closes unknown names and a customer (no permissions)', () => {
    expect(allows(owner, 'no-such-page', 'list')).toBe(false);
    expect(allows({}, 'orders', 'list')).toBe(false);
    expect(allows(undefined, 'orders', 'list')).toBe(false);
  });
});
