import { ARGON2_COSTS } from '../config/password-cost';
import { PasswordService } from './password.service';

const PARAMS = /^\$argon2id\$v=19\$m=(\d+),p=(\d+),t=(\d+)\$/;

function costOf(hash: string): { memoryCost: number; timeCost: number; parallelism: number } {
  const match = PARAMS.exec(hash);
  if (!match) throw new Error(`not an argon2id hash: ${hash}`);
  return { memoryCost: Number(match[1]), parallelism: Number(match[2]), timeCost: Number(match[3]) };
}

describe('PasswordService', () => {
  it('hashes with the standard argon2id cost (64 MiB, 3 passes, 4 lanes) unless configured for tests', async () => {
    expect(ARGON2_COSTS.standard).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 4 });
    const hash = await new PasswordService({ passwordHashCost: 'standard' }).hash('секрет-42');
    expect(costOf(hash)).toEqual(ARGON2_COSTS.standard);
  });

  it('makes real, salted argon2id hashes at the test cost that verify only the right password', async () => {
    const passwords = new PasswordService({ passwordHashCost: 'test' });
    const first = await passwords.hash('секрет-42');
    const second = await passwords.hash('секрет-42');
    expect(costOf(first)).toEqual(ARGON2_COSTS.test);
    expect(first).not.toBe(second);
    expect(await passwords.verify(first, 'секрет-42')).toBe(true);
    expect(await passwords.verify(first, 'секрет-43')).toBe(false);
  });

  it('verifies a hash of either cost whatever its own setting, and never matches a malformed one', async () => {
    const standardHash = await new PasswordService({ passwordHashCost: 'standard' }).hash('pass-word');
    const testing = new PasswordService({ passwordHashCost: 'test' });
    expect(await testing.verify(standardHash, 'pass-word')).toBe(true);
    expect(await testing.verify('not-a-hash', 'pass-word')).toBe(false);
    expect(await testing.verify('', '')).toBe(false);
  });
});
