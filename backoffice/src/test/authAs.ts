import type { AuthProvider } from 'react-admin';
import { ROLE_PERMISSIONS, type StaffRole } from '@bulbash/rules';
import { allows } from '../access/access';

/** A signed-in staff member of `role` for component tests: its permissions and page access as the API gives them. */
export const authAs = (role: StaffRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ROLE_PERMISSIONS[role],
  canAccess: async ({ resource, action }) => allows(ROLE_PERMISSIONS[role], resource, action),
});
