import { ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { refusalText, StaffRole } from '@bulbash/rules';
import { OWNER_ONLY_DETAIL, PermissionGuard } from './permission.guard';
import { RequirePermission } from './require-permission.decorator';

class Routes {
  @RequirePermission('production', 'read')
  sheet(): void {}

  unmarked(): void {}
}

function contextFor(handler: keyof Routes, role: StaffRole | null): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ user: { role } }) }),
  } as unknown as ExecutionContext;
}

const guard = new PermissionGuard(new Reflector());
const refusal = (handler: keyof Routes, role: StaffRole | null): string | boolean => {
  try {
    return guard.canActivate(contextFor(handler, role));
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return ((error as ForbiddenException).getResponse() as { message: string }).message;
  }
};

describe('PermissionGuard', () => {
  it('lets a role with the permission through and refuses the others with the rules’ Russian text', () => {
    expect(refusal('sheet', 'kitchen')).toBe(true);
    expect(refusal('sheet', 'owner')).toBe(true);
    expect(refusal('sheet', 'driver')).toBe(refusalText('driver', 'production', 'read'));
    expect(refusal('sheet', null)).toBe('Доступ только для сотрудников');
  });

  it('fails closed: a route without @RequirePermission is the owner’s alone', () => {
    expect(refusal('unmarked', 'owner')).toBe(true);
    expect(refusal('unmarked', 'manager')).toBe(OWNER_ONLY_DETAIL);
    expect(refusal('unmarked', null)).toBe('Доступ только для сотрудников');
  });
});
