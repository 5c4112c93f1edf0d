import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { AuthenticatedRequest } from './authenticated-request';

/** Use after JwtAuthGuard: only users with is_admin pass. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user?.isAdmin) throw new ForbiddenException('Доступ только для администраторов');
    return true;
  }
}
