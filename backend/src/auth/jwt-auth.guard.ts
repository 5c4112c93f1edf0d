import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Request } from 'express';
import { User } from './user.entity';
import { bearerToken, JWT_STRATEGY } from './jwt.strategy';
import { INVALID_TOKEN_DETAIL } from './account-messages';

export const NOT_AUTHENTICATED_DETAIL = 'Необходимо войти в учетную запись';

/**
 * Requires `Authorization: Bearer <token>` of a live session (JwtStrategy); sets request.user
 * and request.sessionId. No token → "log in"; a bad, expired or revoked one → "log in again".
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  override handleRequest<TUser = User>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (user) return user;
    const request = context.switchToHttp().getRequest<Request>();
    throw new UnauthorizedException(bearerToken(request) === null ? NOT_AUTHENTICATED_DETAIL : INVALID_TOKEN_DETAIL);
  }
}
