import { BadRequestException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from './user.entity';
import { AccountMailService } from './account-mail.service';
import { ACCOUNT_MESSAGES, TOKEN_TYPE } from './account-messages';
import { ForgotPasswordDto, LoginDto, RestorePasswordDto } from './auth.dto';
import { OneTimeTokenService } from './one-time-token.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

export interface AccessToken {
  access_token: string;
  token_type: typeof TOKEN_TYPE;
}

/** Sessions and e-mailed links: login, logout, e-mail verification, password reset. */
@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly tokens: TokenService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly passwords: PasswordService,
    private readonly accountMail: AccountMailService,
  ) {}

  private users() {
    return this.dataSource.getRepository(User);
  }

  /**
   * Unknown e-mail and wrong password give the same 401 and take the same time (a dummy
   * verify). The right password on an unverified account → 403, and a fresh verification
   * letter goes out, since only the owner knows the password.
   */
  async login(dto: LoginDto): Promise<AccessToken> {
    const user = await this.users().findOne({ where: { email: dto.username } });
    if (!user) {
      await this.passwords.verifyDummy(dto.password);
      throw new UnauthorizedException(ACCOUNT_MESSAGES.invalidCredentials);
    }
    if (!(await this.passwords.verify(user.passwordHash, dto.password))) {
      throw new UnauthorizedException(ACCOUNT_MESSAGES.invalidCredentials);
    }
    if (user.deactivatedAt) throw new ForbiddenException(ACCOUNT_MESSAGES.accountDeactivated);
    if (!user.isActive) {
      await this.transactions.run(async (manager) =>
        this.accountMail.sendVerification(user, await this.oneTimeTokens.create(manager, user.id, 'verify_email')),
      );
      throw new ForbiddenException(ACCOUNT_MESSAGES.emailNotVerified);
    }
    return this.accessToken(await this.transactions.run((manager) => this.tokens.issue(user, manager)));
  }

  async logout(sessionId: string): Promise<{ message: string }> {
    await this.transactions.run((manager) => this.tokens.revoke(sessionId, manager));
    return { message: ACCOUNT_MESSAGES.loggedOut };
  }

  /** Uses the verification token once, marks the account verified and opens a session. */
  async verifyEmail(token: string): Promise<AccessToken> {
    const accessToken = await this.transactions.run(async (manager) => {
      const row = await this.oneTimeTokens.consume(manager, token, 'verify_email');
      if (!row) return null;
      await this.refuseDeactivated(manager, row.userId);
      await manager.getRepository(User).update({ id: row.userId }, { isActive: true });
      return this.tokens.issue({ id: row.userId }, manager);
    });
    if (!accessToken) throw new BadRequestException(ACCOUNT_MESSAGES.invalidVerifyLink);
    return this.accessToken(accessToken);
  }

  /** Same answer whether or not the account exists; a new request cancels older links. */
  async forgotPassword(dto: ForgotPasswordDto): Promise<{ message: string }> {
    const user = await this.users().findOne({ where: { email: dto.email } });
    if (user) {
      await this.transactions.run(async (manager) => {
        await this.oneTimeTokens.consumeAll(manager, user.id, 'reset_password');
        await this.accountMail.sendPasswordReset(user, await this.oneTimeTokens.create(manager, user.id, 'reset_password'));
      });
    }
    return { message: ACCOUNT_MESSAGES.resetLinkSent };
  }

  /**
   * In one transaction: uses the reset token, sets the new password, marks the e-mail verified
   * (the link proved the mailbox), uses up every other reset link, ends every session and
   * opens a new one.
   */
  async restorePassword(dto: RestorePasswordDto): Promise<AccessToken & { message: string }> {
    // Cheap check first, so garbage tokens never cost an argon2 hash.
    if (!(await this.oneTimeTokens.isLive(this.dataSource.manager, dto.token, 'reset_password'))) {
      throw new BadRequestException(ACCOUNT_MESSAGES.invalidResetLink);
    }
    const passwordHash = await this.passwords.hash(dto.password);
    const accessToken = await this.transactions.run(async (manager) => {
      const row = await this.oneTimeTokens.consume(manager, dto.token, 'reset_password');
      if (!row) return null;
      await this.refuseDeactivated(manager, row.userId);
      await manager.getRepository(User).update({ id: row.userId }, { passwordHash, isActive: true });
      await this.oneTimeTokens.consumeAll(manager, row.userId, 'reset_password');
      await this.tokens.revokeAllForUser(row.userId, manager);
      return this.tokens.issue({ id: row.userId }, manager);
    });
    if (!accessToken) throw new BadRequestException(ACCOUNT_MESSAGES.invalidResetLink);
    return { message: ACCOUNT_MESSAGES.passwordChanged, ...this.accessToken(accessToken) };
  }

  /** A deactivated account gets no session by any link (403; the transaction, and the token's use, roll back). */
  private async refuseDeactivated(manager: EntityManager, userId: number): Promise<void> {
    const user = await manager.getRepository(User).findOne({ where: { id: userId }, select: { id: true, deactivatedAt: true } });
    if (user?.deactivatedAt) throw new ForbiddenException(ACCOUNT_MESSAGES.accountDeactivated);
  }

  private accessToken(token: string): AccessToken {
    return { access_token: token, token_type: TOKEN_TYPE };
  }
}
