import { usePermissions } from 'react-admin';
import { fieldVisibility, type FieldVisibility, type StaffPermissions } from '@bulbash/rules';

/**
 * Which figures the signed-in role may see (the field visibility policy of `@bulbash/rules`, the
 * one the API applies): a screen leaves out the columns and panels of the figures the API sends
 * as null. Nothing is visible while the permissions load.
 */
export const useVisibility = (): FieldVisibility => {
  const { permissions } = usePermissions<StaffPermissions>();
  return fieldVisibility(permissions);
};
