import { ExecutionContext, Injectable } from '@nestjs/common';
import { Request } from 'express';
import { bearerToken } from './jwt.strategy';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * For routes open to guests and customers alike: without a bearer token the request goes on
 * with no user; with one, it must be a live session (else 401, as with JwtAuthGuard).
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    if (bearerToken(request) === null) return true;
    return super.canActivate(context);
  }
}
