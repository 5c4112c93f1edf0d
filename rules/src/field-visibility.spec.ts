import { fieldVisibility, roleVisibility } from './field-visibility';
import { STAFF_ROLES } from './staff-permissions';

describe('field visibility', () => {
  it('follows the permission table role by role', () => {
    const table = Object.fromEntries(STAFF_ROLES.map((role) => [role, roleVisibility(role)]));
    expect(table).toEqual({
      owner: { money: true, collect: true, foodCost: true, margin: true, contacts: true, ownRunOnly: false },
      manager: { money: true, collect: true, foodCost: true, margin: true, contacts: true, ownRunOnly: false },
      kitchen: { money: false, collect: false, foodCost: true, margin: false, contacts: false, ownRunOnly: false },
      driver: { money: false, collect: true, foodCost: false, margin: false, contacts: true, ownRunOnly: true },
      accountant: { money: true, collect: true, foodCost: false, margin: false, contacts: true, ownRunOnly: false },
    });
  });

  it('shows nothing to a customer or a visitor, and derives from the permissions, not the role name', () => {
    const none = { money: false, collect: false, foodCost: false, margin: false, contacts: false, ownRunOnly: false };
    expect(roleVisibility(null)).toEqual(none);
    expect(fieldVisibility(undefined)).toEqual(none);
    expect(fieldVisibility({ costing: ['read'], payments: ['read'] })).toMatchObject({ margin: true, collect: true, ownRunOnly: false });
    expect(fieldVisibility({ deliveries: ['read'] })).toMatchObject({ collect: false, ownRunOnly: true });
  });
});
