import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { refusalText, roleCan, StaffAction, StaffResource, StaffRole } from '@bulbash/rules';
import { AuthenticatedRequest } from './authenticated-request';
import { PERMISSION_METADATA, RoutePermission } from './require-permission.decorator';

/** A guarded route that names no permission is the owner's alone (fail closed). */
export const OWNER_ONLY_DETAIL = 'Это действие доступно только владельцу';

/** 403 with the Russian refusal unless the role may do the action on the resource. */
export function assertRoleCan(role: StaffRole | null | undefined, resource: StaffResource, action: StaffAction): void {
  if (!roleCan(role, resource, action)) throw new ForbiddenException(refusalText(role, resource, action));
}

/**
 * The one staff guard (after JwtAuthGuard): the route's `@RequirePermission(resource, action)`
 * against the role's row of `ROLE_PERMISSIONS` (`@bulbash/rules`). A customer (no role) is
 * refused everywhere; a route without the metadata lets only the owner through.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const role = context.switchToHttp().getRequest<AuthenticatedRequest>().user?.role ?? null;
    const permission = this.reflector.getAllAndOverride<RoutePermission | undefined>(PERMISSION_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!permission) {
      if (role === 'owner') return true;
      throw new ForbiddenException(role ? OWNER_ONLY_DETAIL : refusalText(null, 'staff', 'read'));
    }
    assertRoleCan(role, permission.resource, permission.action);
    return true;
  }
}
