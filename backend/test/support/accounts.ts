import type { StaffRole } from '@bulbash/rules';
import { PasswordService } from '../../src/auth/password.service';
import { TokenService } from '../../src/auth/token.service';
import { User } from '../../src/auth/user.entity';
import { TestApp } from './test-app';

let counter = 0;

export interface TestAccount {
  user: User & { email: string };
  token: string;
  password: string;
  auth: { Authorization: string };
}

/** A verified account made directly in the database, with a live access token. */
export async function createAccount(
  shop: TestApp,
  options: { admin?: boolean; role?: StaffRole; email?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  const password = 'secret-pass-1';
  const users = shop.dataSource.getRepository(User);
  const user = await users.save(
    users.create({
      email: options.email ?? `customer${counter}.${Date.now()}@example.by`,
      name: 'Иван',
      surname: 'Петров',
      passwordHash: await shop.app.get(PasswordService).hash(password),
      isActive: true,
      role: options.role ?? (options.admin ? 'owner' : null),
    }),
  );
  const token = await shop.app.get(TokenService).issue(user);
  return { user: user as User & { email: string }, token, password, auth: { Authorization: `Bearer ${token}` } };
}
