import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { setCurrentActor } from '../common/request-context';
import { User } from './user.entity';
import { AuthenticatedRequest } from './authenticated-request';
import { AccessTokenPayload, TokenService } from './token.service';

export const JWT_STRATEGY = 'jwt';
export const JWT_ALGORITHM = 'HS256';

/** The token of an `Authorization: Bearer <token>` header (one token, nothing after it), or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.authorization ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
}

/**
 * passport-jwt checks the HS256 signature and the expiry; validate() then requires the token's
 * session row to be live and loads its user (request.user), keeping the session id for logout;
 * the user becomes the request's actor (common/request-context.ts, the audit log's «who»).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: TokenService,
  ) {
    super({ jwtFromRequest: bearerToken, secretOrKey: config.jwtSecret, algorithms: [JWT_ALGORITHM], passReqToCallback: true });
  }

  async validate(request: Request, payload: Partial<AccessTokenPayload>): Promise<User> {
    const { user, sessionId } = await this.tokens.sessionUser(payload);
    (request as AuthenticatedRequest).sessionId = sessionId;
    setCurrentActor(user);
    return user;
  }
}
