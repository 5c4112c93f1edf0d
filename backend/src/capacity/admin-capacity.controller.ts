import { Body, Controller, Get, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi, ApiInvalidInput, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CalendarQuery, CalendarResponse, CapacitySettingsResponse, ClosingDaysConflictResponse, UpdateCapacityBody } from './capacity.dto';
import { CapacityService } from './capacity.service';

/** Back office: the kitchen's capacity settings and the «Загрузка кухни» month. */
@Controller('bulbash_admin/capacity')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminCapacityController {
  constructor(private readonly capacity: CapacityService) {}

  @RequirePermission('capacity', 'read')
  @Get()
  @ApiOperation({ summary: 'The capacity settings: daily guests, orders per slot, closed weekdays and dates, lead-time tiers' })
  @ApiOkResponse({ type: CapacitySettingsResponse })
  get(): Promise<CapacitySettingsResponse> {
    return this.capacity.settings();
  }

  @RequirePermission('capacity', 'write')
  @Patch()
  @ApiOperation({
    summary:
      'Change capacity settings (JSON, only the fields sent; lists are replaced whole and stored sorted); answers the saved settings',
  })
  @ApiOkResponse({ type: CapacitySettingsResponse })
  @ApiConflictResponse({
    type: ClosingDaysConflictResponse,
    description: 'The change closes days (from today on) that hold orders that are not canceled, and confirm is not true; nothing saved',
  })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; a date that does not exist, a closed date or a tier's min_guests given twice`)
  update(@Body() body: UpdateCapacityBody): Promise<CapacitySettingsResponse> {
    return this.capacity.updateSettings(body);
  }

  @RequirePermission('capacity', 'read')
  @Get('calendar')
  @ApiOperation({ summary: 'One month of kitchen load: guests booked and orders per Minsk day (canceled ones excluded), closed days' })
  @ApiOkResponse({ type: CalendarResponse })
  @ApiInvalidInput('month missing or not YYYY-MM')
  calendar(@Query() query: CalendarQuery): Promise<CalendarResponse> {
    return this.capacity.calendar(query.month);
  }
}
