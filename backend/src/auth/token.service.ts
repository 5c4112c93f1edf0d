import { INVALID_TOKEN_DETAIL } from './account-messages';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { User } from './user.entity';
import { Session } from './session.entity';

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The claims of an access token: the user, the session row's id, issued-at and expiry (seconds). */
export interface AccessTokenPayload {
  sub: number;
  jti: string;
  iat: number;
  exp: number;
}

/**
 * HS256 access tokens (signed by @nestjs/jwt) backed by a sessions row: a token is valid only
 * while its row exists, is not revoked and has not expired, so logout and password reset
 * really end it. The signature and expiry are checked by the passport-jwt strategy
 * (jwt.strategy.ts), which then asks `sessionUser` for the row and the user.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async issue(user: Pick<User, 'id'>, manager: EntityManager = this.sessions.manager): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const payload: AccessTokenPayload = { sub: user.id, jti: randomUUID(), iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS };
    await manager.getRepository(Session).insert({
      id: payload.jti,
      userId: user.id,
      expiresAt: new Date(payload.exp * 1000),
      revokedAt: null,
    });
    return this.jwt.signAsync(payload);
  }

  /** The user and live session behind the claims of a correctly signed, unexpired token, or 401. */
  async sessionUser(payload: Partial<AccessTokenPayload>): Promise<{ user: User; sessionId: string }> {
    if (typeof payload.sub !== 'number' || typeof payload.jti !== 'string') throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    const session = await this.sessions.findOne({ where: { id: payload.jti, revokedAt: IsNull() } });
    if (!session || session.userId !== payload.sub || session.expiresAt.getTime() <= Date.now()) {
      throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    }
    const user = await this.users.findOne({ where: { id: session.userId } });
    // A deactivated account's sessions were revoked; this keeps any missed one out as well.
    if (!user || user.deactivatedAt) throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    return { user, sessionId: session.id };
  }

  async revoke(sessionId: string, manager: EntityManager = this.sessions.manager): Promise<void> {
    await manager.getRepository(Session).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllForUser(userId: number, manager: EntityManager = this.sessions.manager): Promise<void> {
    await manager.getRepository(Session).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
