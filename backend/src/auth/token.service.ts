import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { Session } from './session.entity';

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const INVALID_TOKEN_DETAIL = 'Недействительный или истекший токен, войдите снова';

interface AccessTokenPayload {
  sub: number;
  jti: string;
  iat: number;
  exp: number;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * HS256 access tokens backed by a sessions row: a token is valid only while its row exists,
 * is not revoked and has not expired, so logout and password reset really end it.
 */
@Injectable()
export class TokenService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
    return `${unsigned}.${this.sign(unsigned)}`;
  }

  /** The user and session behind a bearer token, or 401. */
  async authenticate(token: string): Promise<{ user: User; sessionId: string }> {
    const payload = this.verifySignature(token);
    const session = await this.sessions.findOne({ where: { id: payload.jti, revokedAt: IsNull() } });
    if (!session || session.userId !== payload.sub || session.expiresAt.getTime() <= Date.now()) {
      throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    }
    const user = await this.users.findOne({ where: { id: session.userId } });
    if (!user) throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    return { user, sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllForUser(userId: number, manager: EntityManager = this.sessions.manager): Promise<void> {
    await manager.getRepository(Session).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private sign(unsigned: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(unsigned).digest('base64url');
  }

  private verifySignature(token: string): AccessTokenPayload {
    const parts = token.split('.');
    if (parts.length !== 3) throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    const [header, body, signature] = parts;
    const expected = Buffer.from(this.sign(`${header}.${body}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    }
    let payload: Partial<AccessTokenPayload>;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessTokenPayload>;
    } catch {
      throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    }
    if (typeof payload.sub !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    }
    if (payload.exp * 1000 <= Date.now()) throw new UnauthorizedException(INVALID_TOKEN_DETAIL);
    return payload as AccessTokenPayload;
  }
}
