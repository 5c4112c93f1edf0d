import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';
import { CreateStaffBody, StaffListQuery, StaffResponse, UpdateStaffBody } from './staff.dto';
import { STAFF_INVITE_HOURS } from './staff.messages';
import { StaffService } from './staff.service';

const LAST_OWNER = 'The last active owner would be demoted or deactivated: «Нельзя убрать последнего владельца», nothing changed';

/** REST admin surface (ra-data-simple-rest): staff accounts and their roles, the owner's alone. */
@Controller(`${REST_ADMIN_PREFIX}/staff`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @RequirePermission('staff', 'read')
  @Get()
  @ApiOperation({
    summary: 'Staff accounts (users with a role); filters: q (name, surname or e-mail), role, active, id; by id unless sorted',
  })
  @ApiRestList(StaffResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<StaffResponse[]> {
    const { list, range } = await toAdminListQuery(StaffListQuery, query);
    const { rows, total } = await this.staff.list(list);
    setContentRange(response, 'staff', range, rows.length, total);
    return rows;
  }

  @RequirePermission('staff', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One staff account' })
  @ApiOkResponse({ type: StaffResponse })
  @ApiNotFound('Staff account (a customer’s id is not one)')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<StaffResponse> {
    return this.staff.get(id);
  }

  @RequirePermission('staff', 'write')
  @Post()
  @ApiOperation({
    summary: 'Add a staff member: a new account, or an existing customer account given the role',
    description:
      `One transaction: the account (a new one cannot sign in until its password is set), a set-password link valid ${STAFF_INVITE_HOURS} h ` +
      '(the storefront’s /api/v1/users/restore-password page, the «забыли пароль» token) and the letter naming the role, written to the outbox.',
  })
  @ApiCreatedResponse({ type: StaffResponse })
  @ApiConflictResponse({ description: 'The e-mail is already a staff account: «Сотрудник с таким e-mail уже есть»', type: ErrorResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  create(@Body() body: CreateStaffBody): Promise<StaffResponse> {
    return this.staff.create(body);
  }

  @RequirePermission('staff', 'write')
  @Put(':id')
  @ApiOperation({
    summary: 'Change name, surname, role or active (the fields sent)',
    description:
      'A role with fewer permissions or active false revokes every session of that person in the same transaction (their next request is 401); ' +
      'a deactivated account cannot sign in. active true lets them sign in again.',
  })
  @ApiOkResponse({ type: StaffResponse })
  @ApiNotFound('Staff account')
  @ApiConflictResponse({ description: LAST_OWNER, type: ErrorResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateStaffBody): Promise<StaffResponse> {
    return this.staff.update(id, body);
  }

  @RequirePermission('staff', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Deactivate a staff account (sessions revoked, no sign-in); answers the record with active false' })
  @ApiOkResponse({ type: StaffResponse })
  @ApiNotFound('Staff account')
  @ApiConflictResponse({ description: LAST_OWNER, type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  remove(@Param('id', ParseIdPipe) id: number): Promise<StaffResponse> {
    return this.staff.deactivate(id);
  }
}
