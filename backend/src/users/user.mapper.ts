import { ROLE_PERMISSIONS } from '@bulbash/rules';
import { MeResponse } from './users.dto';
import { User } from '../auth/user.entity';

export function toMeResponse(user: User): MeResponse {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    // Only accounts with an e-mail can sign in; a desk customer without one never reaches /me.
    email: user.email ?? '',
    is_active: user.isActive,
    is_admin: user.isAdmin,
    role: user.role,
    permissions: user.role ? ROLE_PERMISSIONS[user.role] : {},
    company_payer: user.companyPayer ?? null,
  };
}
