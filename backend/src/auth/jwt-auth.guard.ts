import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthenticatedRequest } from './authenticated-request';
import { TokenService } from './token.service';

export const NOT_AUTHENTICATED_DETAIL = 'Необходимо войти в учетную запись';

/** Requires `Authorization: Bearer <token>` of a live session; sets request.user. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthorizedException(NOT_AUTHENTICATED_DETAIL);
    const { user, sessionId } = await this.tokens.authenticate(match[1]);
    request.user = user;
    request.sessionId = sessionId;
    return true;
  }
}
