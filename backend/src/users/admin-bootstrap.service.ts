import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource, IsNull, Not } from 'typeorm';
import { PasswordService } from '../auth/password.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../common/database-errors';
import { User, USER_EMAIL_UNIQUE } from '../auth/user.entity';

export const DEMO_ADMIN_EMAIL = 'admin@bulbash-catering.by';
const DEMO_ADMIN_PASSWORD_LENGTH = 16;
/** No look-alike characters (0/O, 1/l/I), so the printed password is easy to type. */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomPassword(length = DEMO_ADMIN_PASSWORD_LENGTH): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** The embedded demo gets a generated administrator when nobody configured one. */
export function wantsDemoAdmin(config: Pick<AppConfig, 'database' | 'demoData' | 'admin'>): boolean {
  return config.database.type === 'sqlite' && config.demoData && config.admin === null;
}

/**
 * On start: ADMIN_EMAIL/ADMIN_PASSWORD → that verified administrator exists with that password.
 * On the embedded demo without them and without any administrator: one is created with a
 * random password, printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
    } else if (wantsDemoAdmin(this.config)) {
      await this.ensureDemoAdmin();
    }
  }

  /** Creates the administrator, or promotes/verifies it and sets the password when it differs. */
  async ensureAdmin(email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
    const users = this.dataSource.getRepository(User);
    const existing = await users.findOne({ where: { email } });
    if (!existing) {
      const passwordHash = await this.passwords.hash(password);
      try {
        await this.transactions.run((manager) =>
          manager.insert(User, { email, name: 'Администратор', surname: 'Bulbash', passwordHash, isActive: true, role: 'owner' }),
        );
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (isUniqueViolation(error, USER_EMAIL_UNIQUE)) return this.ensureAdmin(email, password);
        throw error;
      }
      this.logger.log(`Administrator ${email} created`);
      return 'created';
    }
    const passwordMatches = await this.passwords.verify(existing.passwordHash, password);
    if (passwordMatches && existing.role === 'owner' && existing.isActive && !existing.deactivatedAt) return 'unchanged';
    const changes = {
      role: 'owner' as const,
      isActive: true,
      // The configured administrator is the way back in: a deactivated one is active again.
      deactivatedAt: null,
      ...(passwordMatches ? {} : { passwordHash: await this.passwords.hash(password) }),
    };
    await this.transactions.run((manager) => manager.update(User, { id: existing.id }, changes));
    this.logger.log(`Administrator ${email} ensured (promoted, verified or password reset)`);
    return 'updated';
  }

  /** Returns the generated credentials when an administrator was made, null when one exists. */
  async ensureDemoAdmin(): Promise<{ email: string; password: string } | null> {
    if (await this.dataSource.getRepository(User).exists({ where: { role: Not(IsNull()) } })) return null;
    const credentials = { email: DEMO_ADMIN_EMAIL, password: randomPassword() };
    await this.ensureAdmin(credentials.email, credentials.password);
    this.logger.warn(
      [
        'Создан администратор демо-магазина / Demo administrator created:',
        `  e-mail: ${credentials.email}`,
        `  пароль / password: ${credentials.password}`,
        'Пароль показан один раз: сохраните его или задайте ADMIN_EMAIL/ADMIN_PASSWORD. / ' +
          'Shown once: keep it, or set ADMIN_EMAIL/ADMIN_PASSWORD.',
      ].join('\n'),
    );
    return credentials;
  }
}
