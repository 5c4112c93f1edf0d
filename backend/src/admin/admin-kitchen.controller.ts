import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { Response } from 'express';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { asCsvDownload, CSV_ANSWER } from '../common/csv';
import { OrderAdminService } from '../orders/order-admin.service';
import { ordersCsv, productionSheetCsv } from '../orders/order-csv';
import { DeliverySheetService } from '../orders/delivery-sheet.service';
import { ProductionSheetService } from '../orders/production-sheet.service';
import { AdminApi, ApiInvalidInput } from './admin-docs';
import { DeliverySheetQuery, DeliverySheetResponse, ProductionSheetQuery, ProductionSheetResponse } from './dto/kitchen.dto';
import { AdminOrderListQuery } from './dto/order.dto';

/** Back office: what the kitchen runs the day with (production sheet, CSV exports). */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, AdminGuard)
@AdminApi()
export class AdminKitchenController {
  constructor(
    private readonly orders: OrderAdminService,
    private readonly production: ProductionSheetService,
    private readonly deliveries: DeliverySheetService,
  ) {}

  @Get('delivery-sheet')
  @ApiOperation({
    summary:
      'The driver’s sheet for a Minsk day: deliveries by time with address, km, phone (formatted and as a tel: link), customer, guests, boxes, comment and the cash to collect',
  })
  @ApiOkResponse({ type: DeliverySheetResponse })
  @ApiInvalidInput('A missing or impossible date')
  deliverySheet(@Query() query: DeliverySheetQuery): Promise<DeliverySheetResponse> {
    return this.deliveries.sheet(query.date);
  }

  @Get('production-sheet')
  @ApiOperation({
    summary:
      'Quantity of each product to prepare for the events of the Minsk days date_from..date_to (by delivery_at), canceled orders excluded',
  })
  @ApiOkResponse({ type: ProductionSheetResponse })
  @ApiInvalidInput('A missing or impossible date, date_to before date_from, or more than 62 days')
  sheet(@Query() query: ProductionSheetQuery): Promise<ProductionSheetResponse> {
    return this.production.sheet(query.date_from, query.date_to);
  }

  @Get('production-sheet.csv')
  @ApiOperation({ summary: 'The production sheet as CSV for Excel (product, quantity, orders)' })
  @ApiOkResponse({ content: { 'text/csv': CSV_ANSWER } })
  @ApiInvalidInput('A missing or impossible date, date_to before date_from, or more than 62 days')
  async sheetCsv(@Query() query: ProductionSheetQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const csv = productionSheetCsv(await this.production.sheet(query.date_from, query.date_to));
    return asCsvDownload(response, `production-sheet-${query.date_from}_${query.date_to}.csv`, csv);
  }

  @Get('orders.csv')
  @ApiOperation({ summary: 'The orders list with the filters and sort of get-all-orders (event_from/event_to included) as CSV for Excel' })
  @ApiOkResponse({ content: { 'text/csv': CSV_ANSWER } })
  @ApiInvalidInput(
    "Invalid filter or unknown sort field; bad payment_method → 'Payment method does not exist'; bad status → 'Status does not exist'",
  )
  async ordersCsv(@Query() query: AdminOrderListQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const rows = await this.orders.listWithItems({ ...query, page: undefined, per_page: undefined });
    return asCsvDownload(response, 'orders.csv', ordersCsv(rows));
  }
}
