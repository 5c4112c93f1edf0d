import { fieldVisibility, roleVisibility } from './field-visibility';
import { STAFF_ROLES } from './staff-permissions';

describe('field visibility', () => {
  it('follows the permission table role by role', () => {
    const table = Object.fromEntries(STAFF_ROLES.map((role) => [role, roleVisibility(role)]));
    expect(table).toEqual({
      owner: { money: true, collect: true, foodCost: true, margin: true, contacts: true, everyRun: true },
      manager: { money: true, collect: true, foodCost: true, margin: true, contacts: true, everyRun: true },
      kitchen: { money: false, collect: false, foodCost: true, margin: false, contacts: false, everyRun: false },
      driver: { money: false, collect: true, foodCost: false, margin: false, contacts: true, everyRun: false },
      accountant: { money: true, collect: true, foodCost: false, margin: false, contacts: true, everyRun: true },
    });
  });

  it('shows nothing to a customer or a visitor, and derives from the permissions, not the role name', () => {
    const none = { money: false, collect: false, foodCost: false, margin: false, contacts: false, everyRun: false };
    expect(roleVisibility(null)).toEqual(none);
    expect(fieldVisibility(undefined)).toEqual(none);
    expect(fieldVisibility({ costing: ['read'], payments: ['read'] })).toMatchObject({ margin: true, collect: true, everyRun: false });
    expect(fieldVisibility({ deliveries: ['read'] })).toMatchObject({ collect: false });
  });
});
