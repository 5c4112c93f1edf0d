import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { StaffAction, StaffResource } from '@bulbash/rules';

/** The permission a staff route needs: an action on a resource of the rules' permission table. */
export interface RoutePermission {
  resource: StaffResource;
  action: StaffAction;
}

export const PERMISSION_METADATA = 'bulbash:permission';
/** The OpenAPI extension naming the route's permission (openapi.ts writes it into the description and the 403). */
export const PERMISSION_EXTENSION = 'x-permission';

/**
 * The permission `PermissionGuard` checks on a staff route (handler or controller; the handler's
 * wins). GET and downloads are `read`, every other method `write` (the route walk in
 * test/permissions.e2e-spec.ts checks both that every staff route has one and that rule).
 */
export const RequirePermission = (resource: StaffResource, action: StaffAction) =>
  applyDecorators(
    SetMetadata(PERMISSION_METADATA, { resource, action } satisfies RoutePermission),
    ApiExtension(PERMISSION_EXTENSION, { resource, action }),
  );
