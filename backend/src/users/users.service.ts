import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { AccountMailService } from '../auth/account-mail.service';
import { ACCOUNT_MESSAGES } from '../auth/account-messages';
import { OneTimeTokenService } from '../auth/one-time-token.service';
import { PasswordService } from '../auth/password.service';
import { RegisterDto } from './users.dto';
import { User } from './user.entity';

/** A unique-index violation on either engine (two registrations racing for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
}

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly accountMail: AccountMailService,
  ) {}

  /** A new unverified customer plus its verification link, in one transaction; then the letter. */
  async register(dto: RegisterDto): Promise<{ message: string }> {
    const users = this.dataSource.getRepository(User);
    if (await users.exists({ where: { email: dto.email } })) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
    const passwordHash = await this.passwords.hash(dto.password);
    let created: { user: User; token: string };
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            email: dto.email,
            name: dto.name,
            surname: dto.surname,
            passwordHash,
            isActive: false,
            isAdmin: false,
          }),
        );
        return { user, token: await this.oneTimeTokens.create(manager, user.id, 'verify_email') };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
    this.accountMail.sendVerification(created.user, created.token);
    return { message: ACCOUNT_MESSAGES.registered };
  }
}
