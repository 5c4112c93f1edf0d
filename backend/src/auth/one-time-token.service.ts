import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { OneTimeToken, OneTimeTokenPurpose } from './one-time-token.entity';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of e-mailed link works. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  telegram_link: HOUR_MS / 2,
};

/** Tokens longer than this cannot be ours (ours are 43 characters); they are rejected unhashed. */
export const MAX_ONE_TIME_TOKEN_LENGTH = 200;

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Single-use e-mailed tokens. The raw token only ever leaves in the e-mail link;
 * the database keeps its SHA-256, its purpose, expiry and the moment it was used.
 */
@Injectable()
export class OneTimeTokenService {
  /**
   * Stores a fresh token for the user and returns the raw value for the link (`ttlMs`: a longer
   * life than the purpose's; `now`: the moment it counts from, the host's time unless the caller
   * keeps business time, as Telegram's links do with the Clock).
   */
  async create(
    manager: EntityManager,
    userId: number,
    purpose: OneTimeTokenPurpose,
    ttlMs = ONE_TIME_TOKEN_TTL_MS[purpose],
    now = new Date(),
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.getRepository(OneTimeToken).insert({
      userId,
      purpose,
      tokenHash: hashOneTimeToken(token),
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /** Whether the token is unused, unexpired and of that purpose (does not use it). */
  async isLive(manager: EntityManager, token: string, purpose: OneTimeTokenPurpose): Promise<boolean> {
    return (await this.findLive(manager, token, purpose)) !== null;
  }

  private async findLive(
    manager: EntityManager,
    token: string,
    purpose: OneTimeTokenPurpose,
    now = new Date(),
  ): Promise<OneTimeToken | null> {
    if (token.length === 0 || token.length > MAX_ONE_TIME_TOKEN_LENGTH) return null;
    const row = await manager.getRepository(OneTimeToken).findOne({
      where: { tokenHash: hashOneTimeToken(token), purpose, usedAt: IsNull() },
    });
    // Expiry is compared here rather than in SQL so both engines agree on time zones.
    return row && row.expiresAt.getTime() > now.getTime() ? row : null;
  }

  /**
   * Marks a live token of that purpose as used and returns its row, or null when the token
   * is unknown, used, expired or of another purpose. The conditional update makes a token
   * usable once even when two requests race.
   */
  async consume(manager: EntityManager, token: string, purpose: OneTimeTokenPurpose, now = new Date()): Promise<OneTimeToken | null> {
    const row = await this.findLive(manager, token, purpose, now);
    if (!row) return null;
    const result = await manager.getRepository(OneTimeToken).update({ id: row.id, usedAt: IsNull() }, { usedAt: now });
    return result.affected === 1 ? row : null;
  }

  /** Uses up every outstanding token of that purpose for the user (older links stop working). */
  async consumeAll(manager: EntityManager, userId: number, purpose: OneTimeTokenPurpose, now = new Date()): Promise<void> {
    await manager.getRepository(OneTimeToken).update({ userId, purpose, usedAt: IsNull() }, { usedAt: now });
  }
}
