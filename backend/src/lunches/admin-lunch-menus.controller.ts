import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { REST_ADMIN_PREFIX } from '../http/rest-docs';
import { LunchMenuBody, LunchMenuResponse } from './lunch-menu.dto';
import { LunchMenusService } from './lunch-menus.service';

/** The week's lunch menu (issue 46): each day's set or a choice of two or three, dishes of the catalogue. */
@Controller(`${REST_ADMIN_PREFIX}/lunch-menus`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminLunchMenusController {
  constructor(private readonly menus: LunchMenusService) {}

  @RequirePermission('catalogue', 'read')
  @Get(':monday')
  @ApiOperation({ summary: 'The week’s lunch menu (the path is the week’s Monday, YYYY-MM-DD); days without a menu are left out' })
  @ApiOkResponse({ type: LunchMenuResponse })
  @ApiInvalidInput('The path is not a Monday')
  get(@Param('monday') monday: string): Promise<LunchMenuResponse> {
    return this.menus.week(monday);
  }

  @RequirePermission('catalogue', 'write')
  @Put(':monday')
  @ApiOperation({
    summary:
      'Publish the week’s lunch menu: the days sent replace the week (one set, or a choice of up to 3 a day; dishes on sale); audited',
  })
  @ApiOkResponse({ type: LunchMenuResponse })
  @ApiNotFound('A dish')
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; the path not a Monday, a day outside the week or twice, two sets of a day named alike`)
  put(@Param('monday') monday: string, @Body() body: LunchMenuBody): Promise<LunchMenuResponse> {
    return this.menus.publish(monday, body);
  }
}
