import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/user.entity';
import { roleVisibility } from '@bulbash/rules';
import { asCsvDownload, CSV_ANSWER } from '../common/csv';
import { ApiPdfResponse, sendPdf } from '../documents/pdf-response';
import { AdminApi, ApiInvalidInput, ApiNotFound } from '../http/admin-docs';
import { REST_ADMIN_PREFIX } from '../http/rest-docs';
import { CostingQuery, CostingResponse, PurchaseListQuery, PurchaseListResponse } from './costing.dto';
import { CostingService } from './costing.service';
import { purchaseListCsv } from './purchase-list-csv';
import { renderPurchaseListPdf } from './purchase-list-pdf';
import { PurchaseListService } from './purchase-list.service';

const INVALID_PURCHASE_QUERY =
  'Neither a period (from and to) nor order_id nor quote_id, or more than one; a bad or impossible date; to before from or more than 31 days; a bad id';

/** The food cost and margin of an event (issue 38). */
@Controller(`${REST_ADMIN_PREFIX}/costing`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class CostingController {
  constructor(private readonly costing: CostingService) {}

  @RequirePermission('costing', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Food cost and margin of a whole event: exactly one of order_id, quote_id (its current version), enquiry_id (its proposed menu)',
    description:
      'revenue counts the dishes only (services and delivery left out); dishes without a recipe are listed in without_recipe. ' +
      'revenue, margin, margin_percent and below_min are null for a role without order money (field visibility `margin`: the kitchen reads the food cost only).',
  })
  @ApiOkResponse({ type: CostingResponse })
  @ApiNotFound('Order, quote or enquiry')
  @ApiInvalidInput('None or more than one of order_id, quote_id, enquiry_id; a bad id')
  event(@Query() query: CostingQuery, @CurrentUser() user: User): Promise<CostingResponse> {
    return this.costing.event(query, roleVisibility(user.role));
  }
}

/** Back office «Закупка»: what to buy for some days' events, an order or a quote (issue 38). */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class PurchaseListController {
  constructor(private readonly purchases: PurchaseListService) {}

  @RequirePermission('purchase_list', 'read')
  @Get('purchase-list')
  @ApiOperation({
    summary:
      'Purchase list: every ingredient of the dishes of the non-canceled orders whose event falls on the Minsk days from..to (or of order_id, or of quote_id), rounded up to whole packs, by supplier, with its cost',
  })
  @ApiOkResponse({ type: PurchaseListResponse })
  @ApiNotFound('Order or quote')
  @ApiInvalidInput(INVALID_PURCHASE_QUERY)
  list(@Query() query: PurchaseListQuery): Promise<PurchaseListResponse> {
    return this.purchases.list(query);
  }

  @RequirePermission('purchase_list', 'read')
  @Get('purchase-list.csv')
  @ApiOperation({
    summary:
      'The purchase list as CSV for Excel: a row per ingredient by supplier, the suppliers’ sums, the total, dishes without a recipe',
  })
  @ApiOkResponse({ content: { 'text/csv': CSV_ANSWER } })
  @ApiNotFound('Order or quote')
  @ApiInvalidInput(INVALID_PURCHASE_QUERY)
  async csv(@Query() query: PurchaseListQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const list = await this.purchases.list(query);
    return asCsvDownload(response, `${fileStem(query)}.csv`, purchaseListCsv(list));
  }

  @RequirePermission('purchase_list', 'read')
  @Get('purchase-list.pdf')
  @ApiOperation({ summary: 'The purchase list as an A4 PDF: one table per supplier with a box to tick on each line' })
  @ApiPdfResponse()
  @ApiNotFound('Order or quote')
  @ApiInvalidInput(INVALID_PURCHASE_QUERY)
  async pdf(@Query() query: PurchaseListQuery, @Res() response: Response): Promise<void> {
    const pdf = await renderPurchaseListPdf(await this.purchases.list(query));
    sendPdf(response, `${fileStem(query)}.pdf`, pdf);
  }
}

function fileStem(query: PurchaseListQuery): string {
  if (query.order_id !== undefined) return `purchase-list-order-${query.order_id}`;
  if (query.quote_id !== undefined) return `purchase-list-quote-${query.quote_id}`;
  return `purchase-list-${query.from}_${query.to}`;
}
