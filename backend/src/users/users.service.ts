import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountMailService } from '../auth/account-mail.service';
import { ACCOUNT_MESSAGES } from '../auth/account-messages';
import { OneTimeTokenService } from '../auth/one-time-token.service';
import { PasswordService } from '../auth/password.service';
import { isUniqueViolation } from '../common/database-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { RegisterDto } from './users.dto';
import { User, USER_EMAIL_UNIQUE } from '../auth/user.entity';

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly passwords: PasswordService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly accountMail: AccountMailService,
  ) {}

  /** A new unverified customer, its verification link and the letter (to the outbox), in one transaction. */
  async register(dto: RegisterDto): Promise<{ message: string }> {
    const users = this.dataSource.getRepository(User);
    if (await users.exists({ where: { email: dto.email } })) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
    const passwordHash = await this.passwords.hash(dto.password);
    try {
      await this.transactions.run(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            email: dto.email,
            name: dto.name,
            surname: dto.surname,
            passwordHash,
            isActive: false,
            role: null,
          }),
        );
        await this.accountMail.sendVerification(user, await this.oneTimeTokens.create(manager, user.id, 'verify_email'));
      });
    } catch (error) {
      // Only the e-mail's unique index means "taken" (two registrations racing for one address).
      if (isUniqueViolation(error, USER_EMAIL_UNIQUE)) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
    return { message: ACCOUNT_MESSAGES.registered };
  }
}
