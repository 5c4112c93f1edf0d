import { describe, expect, it } from 'vitest';
import { refusalText, ROLE_PERMISSIONS, roleCan, STAFF_RESOURCES, STAFF_ROLES } from './staff-permissions';

describe('staff permissions', () => {
  it('gives the owner every action on every resource', () => {
    for (const resource of Object.keys(STAFF_RESOURCES) as (keyof typeof STAFF_RESOURCES)[]) {
      expect(roleCan('owner', resource, 'read')).toBe(true);
      expect(roleCan('owner', resource, 'write')).toBe(true);
    }
  });

  it('keeps money and contacts from the kitchen, staff and refunds from the manager', () => {
    expect(roleCan('kitchen', 'production', 'read')).toBe(true);
    expect(roleCan('kitchen', 'cash_report', 'read')).toBe(false);
    expect(roleCan('kitchen', 'customer_contacts', 'read')).toBe(false);
    expect(roleCan('kitchen', 'catalogue', 'write')).toBe(false);
    expect(roleCan('manager', 'staff', 'read')).toBe(false);
    expect(roleCan('manager', 'refunds', 'write')).toBe(false);
    expect(roleCan('manager', 'payment_settings', 'write')).toBe(false);
    expect(roleCan('manager', 'capacity', 'write')).toBe(false);
    expect(roleCan('accountant', 'orders', 'write')).toBe(false);
    expect(roleCan('accountant', 'payments', 'write')).toBe(true);
    expect(roleCan('driver', 'deliveries', 'write')).toBe(true);
    expect(roleCan('driver', 'orders', 'read')).toBe(false);
  });

  it('lets no customer in and never gives write without read', () => {
    expect(roleCan(null, 'orders', 'read')).toBe(false);
    for (const role of STAFF_ROLES) {
      for (const [resource, actions] of Object.entries(ROLE_PERMISSIONS[role])) {
        if (actions?.includes('write')) expect(actions.includes('read'), `${role} ${resource}`).toBe(true);
      }
    }
  });

  it('names the role and the area in Russian when refusing', () => {
    expect(refusalText('kitchen', 'cash_report', 'read')).toBe('Роль «Кухня» не имеет доступа к разделу «касса»');
    expect(refusalText('accountant', 'catalogue', 'write')).toBe('Роль «Бухгалтер» не может изменять раздел «каталог и цены»');
    expect(refusalText(null, 'orders', 'read')).toBe('Доступ только для сотрудников');
  });
});
