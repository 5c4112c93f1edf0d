import { ROLE_PERMISSIONS, StaffAction, StaffPermissions, StaffResource, StaffRole } from './staff-permissions';

/**
 * Which figures and people a role may read in any answer or document (JSON, CSV, PDF, the back
 * office's screens): derived from its permissions once, here, so no answer decides by role name.
 * A hidden figure is null in JSON (the field stays, its type is `… | null`) and left out of
 * documents; a hidden person is left out of the list.
 */
export interface FieldVisibility {
  /**
   * Order money (`payments` read): totals and their breakdown, revenue, balances, paid sums,
   * what an order still owes by transfer.
   */
  money: boolean;
  /**
   * What to collect at the door (to_collect, «получить наличными …»): order money, or the role
   * that takes the cash (`deliveries` write: the driver, on his own run only).
   */
  collect: boolean;
  /** Food cost of a dish or an event and what ingredients cost (`costing` read). */
  foodCost: boolean;
  /** Margin (revenue or price − food cost, its percent, «below the minimum»): order money and food cost both. */
  margin: boolean;
  /** The customer's phone and e-mail (`customer_contacts` read). */
  contacts: boolean;
  /**
   * Only its own run of deliveries: a role that reads the deliveries but not the orders (the
   * driver) sees the confirmed deliveries given to it or to nobody, never another driver's stops,
   * customers or cash; the office (`orders` read) sees every run, the kitchen packs every order.
   */
  ownRunOnly: boolean;
}

/** The visibility a permission map gives (the back office has the map from `GET /users/me`). */
export function fieldVisibility(permissions: StaffPermissions | null | undefined): FieldVisibility {
  const can = (resource: StaffResource, action: StaffAction = 'read') => permissions?.[resource]?.includes(action) ?? false;
  const money = can('payments');
  const foodCost = can('costing');
  return {
    money,
    collect: money || can('deliveries', 'write'),
    foodCost,
    margin: money && foodCost,
    contacts: can('customer_contacts'),
    ownRunOnly: can('deliveries') && !can('orders'),
  };
}

/** The visibility of a role (null: a customer or a visitor, who see none of it). */
export function roleVisibility(role: StaffRole | null | undefined): FieldVisibility {
  return fieldVisibility(role ? ROLE_PERMISSIONS[role] : null);
}

/** The value when the role may see it, else null: `shown(visibility.money, order.total)`. */
export const shown = <T>(visible: boolean, value: T): T | null => (visible ? value : null);

/**
 * Which figures the changes of an audit entry carry, by its entity: the costing entities' prices
 * are food cost, a payment's amount is order money. A reader who may not see them gets the entry
 * (who, when, what) with `changes` null.
 */
const AUDIT_FIGURES: Readonly<Record<string, keyof FieldVisibility>> = {
  ingredient: 'foodCost',
  recipe: 'foodCost',
  payment: 'money',
};

/** Whether the reader may see the changes of an audit entry of this entity. */
export const auditChangesVisible = (visibility: FieldVisibility, entity: string): boolean => {
  const figure = AUDIT_FIGURES[entity];
  return figure === undefined || visibility[figure];
};
