import { Inject, Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ARGON2_COSTS } from '../config/password-cost';

/**
 * argon2id hashing at the configured cost (see password-cost.ts: `standard` everywhere but the
 * test suites); a dummy verify keeps unknown e-mails as slow as wrong passwords.
 */
@Injectable()
export class PasswordService {
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'passwordHashCost'>) {}

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, ...ARGON2_COSTS[this.config.passwordHashCost] });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  }

  /** Burns the same time as a real verify so login timing does not reveal which e-mails exist. */
  async verifyDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash('dummy-password-for-timing');
    await this.verify(await this.dummyHash, password);
  }
}
