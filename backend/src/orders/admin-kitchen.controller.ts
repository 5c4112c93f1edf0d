import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { formatDay, roleCan } from '@bulbash/rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/user.entity';
import { Response } from 'express';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { asCsvDownload, CSV_ANSWER } from '../common/csv';
import { OrderAdminService } from './order-admin.service';
import { ordersCsv, productionSheetCsv } from './order-csv';
import { BalanceLookup, DeliverySheetService } from './delivery-sheet.service';
import { OrderPayments } from './order-payments';
import { ProductionSheetService } from './production-sheet.service';
import { AdminApi, ApiInvalidInput, ApiNotFound } from '../http/admin-docs';
import {
  AgendaEventResponse,
  DeliverySheetQuery,
  DeliverySheetResponse,
  PackingLabelsQuery,
  ProductionSheetQuery,
  ProductionSheetResponse,
} from './kitchen.dto';
import { PackingLabelsService } from './packing-labels.service';
import { AgendaService } from './agenda.service';
import { ApiPdfResponse, sendPdf } from '../documents/pdf-response';
import { renderDeliverySheetPdf } from './delivery-sheet-pdf';
import { renderProductionSheetPdf } from './production-sheet-pdf';
import { renderPackingLabelsPdf } from './packing-labels-pdf';
import { AdminOrderListQuery } from './admin-order.dto';

/** Back office: what the kitchen runs the day with (production sheet, CSV exports). */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminKitchenController {
  constructor(
    private readonly orders: OrderAdminService,
    private readonly production: ProductionSheetService,
    private readonly deliveries: DeliverySheetService,
    private readonly packing: PackingLabelsService,
    private readonly payments: OrderPayments,
    private readonly agenda: AgendaService,
  ) {}

  /** The ledger's balance of each order: the sheets and labels collect what is still unpaid. */
  private readonly balances: BalanceLookup = (orders) => this.payments.forOrders(orders);

  @RequirePermission('deliveries', 'read')
  @Get('delivery-sheet.pdf')
  @ApiOperation({
    summary:
      'The driver’s sheet for a Minsk day as a landscape A4 PDF (the same rows as delivery-sheet, one per delivery, never cut by a page break)',
  })
  @ApiPdfResponse()
  @ApiInvalidInput('A missing or impossible date')
  async deliverySheetPdf(@Query() query: DeliverySheetQuery, @Res() response: Response): Promise<void> {
    const pdf = await renderDeliverySheetPdf(await this.deliveries.sheet(query.date, this.balances));
    sendPdf(response, `delivery-sheet-${query.date}.pdf`, pdf);
  }

  @RequirePermission('labels', 'read')
  @Get('packing-labels.pdf')
  @ApiOperation({
    summary: 'Packing labels as an A4 PDF: one label per order, 2 × 4 labels of 105 × 74 mm a page with cut lines',
    description:
      'The orders of the Minsk day `date` (canceled left out) by time, or the one order `order_id` (both: that order when its event is on that day). ' +
      'Each label: order number, event time, customer and phone (left out for a role without `customer_contacts` read: the kitchen), address or «Самовывоз», an allergy warning from the comment, the dishes with quantities ' +
      '(a list longer than the label ends with «и ещё N»).',
  })
  @ApiPdfResponse()
  @ApiInvalidInput('Neither date nor order_id, an impossible date or an invalid order_id')
  @ApiNotFound('Order (order_id)')
  async packingLabelsPdf(@Query() query: PackingLabelsQuery, @CurrentUser() user: User, @Res() response: Response): Promise<void> {
    const all = await this.packing.labels({ date: query.date, orderId: query.order_id }, this.balances);
    // A role without `customer_contacts` read (the kitchen) gets the labels without the customer's phone.
    const labels = roleCan(user.role, 'customer_contacts', 'read') ? all : all.map((label) => ({ ...label, phone: '' }));
    const name = query.order_id !== undefined ? `order-${query.order_id}` : query.date!;
    const title = query.date ? `Этикетки на ${formatDay(query.date)}` : `Этикетка заказа № ${query.order_id}`;
    sendPdf(response, `packing-labels-${name}.pdf`, await renderPackingLabelsPdf(labels, title));
  }

  @RequirePermission('deliveries', 'read')
  @Get('delivery-sheet')
  @ApiOperation({
    summary:
      'The driver’s sheet for a Minsk day: deliveries by time with address, km, phone (formatted and as a tel: link), customer, guests, boxes, comment and ' +
      'the amount to collect: the unpaid balance of a cash or card order (0 and «оплачено» once paid), as every order answer’s balance_due',
  })
  @ApiOkResponse({ type: DeliverySheetResponse })
  @ApiInvalidInput('A missing or impossible date')
  deliverySheet(@Query() query: DeliverySheetQuery): Promise<DeliverySheetResponse> {
    return this.deliveries.sheet(query.date, this.balances);
  }

  @RequirePermission('production', 'read')
  @Get('agenda')
  @ApiOperation({
    summary: 'The kitchen’s calendar: orders with an event time in the Minsk days date_from..date_to (every status), by time',
    description:
      'phone and email are null for a role without `customer_contacts` read (the kitchen): it may see when, where and how many, not whom to call.',
  })
  @ApiOkResponse({ type: [AgendaEventResponse] })
  @ApiInvalidInput('A missing or impossible date, date_to before date_from, or more than 62 days')
  agendaEvents(@Query() query: ProductionSheetQuery, @CurrentUser() user: User): Promise<AgendaEventResponse[]> {
    return this.agenda.events(query.date_from, query.date_to, {
      contacts: roleCan(user.role, 'customer_contacts', 'read'),
      money: roleCan(user.role, 'orders', 'read'),
    });
  }

  @RequirePermission('production', 'read')
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

  @RequirePermission('production', 'read')
  @Get('production-sheet.csv')
  @ApiOperation({ summary: 'The production sheet as CSV for Excel (product, quantity, orders)' })
  @ApiOkResponse({ content: { 'text/csv': CSV_ANSWER } })
  @ApiInvalidInput('A missing or impossible date, date_to before date_from, or more than 62 days')
  async sheetCsv(@Query() query: ProductionSheetQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const csv = productionSheetCsv(await this.production.sheet(query.date_from, query.date_to));
    return asCsvDownload(response, `production-sheet-${query.date_from}_${query.date_to}.csv`, csv);
  }

  @RequirePermission('production', 'read')
  @Get('production-sheet.pdf')
  @ApiOperation({
    summary:
      'The production sheet as an A4 PDF: dish totals, then each event by time (delivery or pickup and where, guests, dishes, the comment with allergy words highlighted, the money breakdown)',
  })
  @ApiPdfResponse()
  @ApiInvalidInput('A missing or impossible date, date_to before date_from, or more than 62 days')
  async sheetPdf(@Query() query: ProductionSheetQuery, @Res() response: Response): Promise<void> {
    const pdf = await renderProductionSheetPdf(await this.production.sheet(query.date_from, query.date_to));
    sendPdf(response, `production-sheet-${query.date_from}_${query.date_to}.pdf`, pdf);
  }

  @RequirePermission('orders', 'read')
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
