import { MeResponse } from './users.dto';
import { User } from '../auth/user.entity';

export function toMeResponse(user: User): MeResponse {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    is_active: user.isActive,
    is_admin: user.isAdmin,
    company_payer: user.companyPayer ?? null,
  };
}
