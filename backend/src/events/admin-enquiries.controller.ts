import { Body, Controller, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../admin/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../admin/rest/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../admin/rest/rest-list-query';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../users/user.entity';
import { EnquiriesService } from './enquiries.service';
import { EnquiryListQuery } from './enquiry.dto';
import { AdminEnquiryResponse, EnquiryResponse, UpdateEnquiryBody } from './events.dto';

/** REST admin surface (ra-data-simple-rest): enquiries («Заявки»). */
@Controller(`${REST_ADMIN_PREFIX}/enquiries`)
@UseGuards(JwtAuthGuard, AdminGuard)
@AdminApi()
export class AdminEnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

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

  @Get(':id')
  @ApiOperation({ summary: 'One enquiry with its menu, the menu’s coverage against the format, and the status history' })
  @ApiOkResponse({ type: AdminEnquiryResponse })
  @ApiNotFound('Enquiry')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<AdminEnquiryResponse> {
    return this.enquiries.get(id);
  }

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
