import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { ChangeRequestListQuery, ChangeRequestResponse, DeclineChangeRequestBody } from './order-change-request.dto';
import { OrderChangeRequestsService } from './order-change-requests.service';

/** REST admin surface (ra-data-simple-rest): customers' change requests, with accept and decline. */
@Controller(`${REST_ADMIN_PREFIX}/change-requests`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminChangeRequestsController {
  constructor(private readonly requests: OrderChangeRequestsService) {}

  @RequirePermission('orders', 'read')
  @Get()
  @ApiOperation({ summary: 'Change requests, open ones first then the newest; filters: status (open, accepted, declined), order_id, id' })
  @ApiRestList(ChangeRequestResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<ChangeRequestResponse[]> {
    const { list, range } = await toAdminListQuery(ChangeRequestListQuery, query);
    const { rows, total } = await this.requests.list(list);
    setContentRange(response, 'change-requests', range, rows.length, total);
    return rows;
  }

  @RequirePermission('orders', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One change request' })
  @ApiOkResponse({ type: ChangeRequestResponse })
  @ApiNotFound('Change request')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<ChangeRequestResponse> {
    return this.requests.get(id);
  }

  @RequirePermission('orders', 'write')
  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Accept an open request (the back office opens the order editor with it applied and accepts once the order is saved); the customer is e-mailed',
  })
  @ApiOkResponse({ type: ChangeRequestResponse })
  @ApiNotFound('Change request')
  @ApiConflictResponse({ description: 'Already accepted or declined', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  accept(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: User): Promise<ChangeRequestResponse> {
    return this.requests.accept(id, actor);
  }

  @RequirePermission('orders', 'write')
  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline an open request with a reason, which the customer’s letter gives' })
  @ApiOkResponse({ type: ChangeRequestResponse })
  @ApiNotFound('Change request')
  @ApiConflictResponse({ description: 'Already accepted or declined', type: ErrorResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; the reason missing or longer than 1000 characters`)
  decline(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() actor: User,
    @Body() body: DeclineChangeRequestBody,
  ): Promise<ChangeRequestResponse> {
    return this.requests.decline(id, actor, body.reason);
  }
}
