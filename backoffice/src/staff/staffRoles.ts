import { STAFF_ROLES, STAFF_ROLE_LABELS, isStaffRole } from '@bulbash/rules';

/** The roles as choices of a select, in the table's order, with their Russian names. */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: STAFF_ROLE_LABELS[role] }));

/** A role's Russian name («система» for no actor, the raw text for an unknown one). */
export const roleLabel = (role: unknown): string => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role ? String(role) : '');
