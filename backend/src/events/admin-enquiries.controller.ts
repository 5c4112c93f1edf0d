import { Body, Controller, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
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
import { EnquiriesService } from './enquiries.service';
import { EnquiryListQuery } from './enquiry.dto';
import { CreateEnquiryOrderBody, CreateEnquiryOrderResponse } from './enquiry-order.dto';
import { EnquiryOrderService } from './enquiry-order.service';
import { UpdateEnquiryBody } from './events.dto';
import { AdminEnquiryResponse, EnquiryResponse } from './events-response.dto';

/** REST admin surface (ra-data-simple-rest): enquiries («Заявки»). */
@Controller(`${REST_ADMIN_PREFIX}/enquiries`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminEnquiriesController {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly orders: EnquiryOrderService,
  ) {}

  @RequirePermission('enquiries', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Enquiries, new ones first then the newest; filters: status (new, in_progress, quoted, won, lost), event_from, event_to (Minsk days), id',
  })
  @ApiRestList(EnquiryResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<EnquiryResponse[]> {
    const { list, range } = await toAdminListQuery(EnquiryListQuery, query);
    const { rows, total } = await this.enquiries.list(list);
    setContentRange(response, 'enquiries', range, rows.length, total);
    return rows;
  }

  @RequirePermission('enquiries', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One enquiry with its menu, the menu’s coverage against the format, and the status history' })
  @ApiOkResponse({ type: AdminEnquiryResponse })
  @ApiNotFound('Enquiry')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<AdminEnquiryResponse> {
    return this.enquiries.get(id);
  }

  @RequirePermission('orders', 'write')
  @Post(':id/order')
  @ApiOperation({
    summary:
      '«Создать заказ»: the enquiry’s menu becomes an order for its customer through the order desk (account found by e-mail or opened; catalogue prices now; the shop’s time rules unless time_override_reason); the enquiry becomes «won» with the order’s number in its history, in one transaction',
  })
  @ApiCreatedResponse({ type: CreateEnquiryOrderResponse })
  @ApiNotFound('Enquiry, or a dish of its menu no longer on sale')
  @ApiConflictResponse({ description: 'The enquiry already has an order, or another manager changed it meanwhile', type: ErrorResponse })
  @ApiInvalidInput(
    'A name missing, an unknown payment method, a menu-less enquiry, or an event time the shop’s rules no longer allow (give time_override_reason)',
  )
  createOrder(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreateEnquiryOrderBody,
    @CurrentUser() admin: User,
  ): Promise<CreateEnquiryOrderResponse> {
    return this.orders.create(id, body, admin);
  }

  @RequirePermission('enquiries', 'write')
  @Put(':id')
  @ApiOperation({ summary: 'Change the status and/or add a note: one history step (unknown status → 400)' })
  @ApiOkResponse({ type: AdminEnquiryResponse })
  @ApiNotFound('Enquiry')
  @ApiConflictResponse({ description: 'Another manager changed the status meanwhile', type: ErrorResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateEnquiryBody, @CurrentUser() admin: User): Promise<AdminEnquiryResponse> {
    return this.enquiries.update(id, body, admin);
  }
}
