import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { CreateEventFormatBody, EventFormatListQuery, EventFormatResponse, UpdateEventFormatBody } from './event-format.dto';
import { EventFormatsService } from './event-formats.service';

/** REST admin surface (ra-data-simple-rest): event formats. */
@Controller(`${REST_ADMIN_PREFIX}/event-formats`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminEventFormatsController {
  constructor(private readonly formats: EventFormatsService) {}

  @RequirePermission('catalogue', 'read')
  @Get()
  @ApiOperation({ summary: 'Event formats with their categories; filter: name, id (ordered by position unless sorted)' })
  @ApiRestList(EventFormatResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<EventFormatResponse[]> {
    const { list, range } = await toAdminListQuery(EventFormatListQuery, query);
    const { rows, total } = await this.formats.list(list);
    setContentRange(response, 'event-formats', range, rows.length, total);
    return rows;
  }

  @RequirePermission('catalogue', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One event format' })
  @ApiOkResponse({ type: EventFormatResponse })
  @ApiNotFound('Event format')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<EventFormatResponse> {
    return this.formats.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Post()
  @ApiOperation({ summary: 'Create an event format (JSON); an unknown or repeated category → 400' })
  @ApiCreatedResponse({ type: EventFormatResponse })
  @ApiConflictResponse({ description: 'The code is taken', type: ErrorResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  create(@Body() body: CreateEventFormatBody): Promise<EventFormatResponse> {
    return this.formats.create(body);
  }

  @RequirePermission('catalogue', 'write')
  @Put(':id')
  @ApiOperation({ summary: 'Change an event format: the fields sent; categories, when sent, replace the old ones' })
  @ApiOkResponse({ type: EventFormatResponse })
  @ApiNotFound('Event format')
  @ApiConflictResponse({ description: 'The code is taken', type: ErrorResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateEventFormatBody): Promise<EventFormatResponse> {
    return this.formats.update(id, body);
  }

  @RequirePermission('catalogue', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an event format (enquiries keep its code and name); answers the deleted format' })
  @ApiOkResponse({ type: EventFormatResponse })
  @ApiNotFound('Event format')
  @ApiInvalidInput(INVALID_ID)
  remove(@Param('id', ParseIdPipe) id: number): Promise<EventFormatResponse> {
    return this.formats.remove(id);
  }
}
