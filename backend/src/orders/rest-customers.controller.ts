import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { isoDate } from '../catalogue/catalogue.mappers';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { CustomersService, CustomerSummary } from './customers.service';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_ID } from '../http/admin-docs';
import { CustomerListQuery, CustomerResponse } from './customer.dto';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';

function toCustomerResponse(customer: CustomerSummary): CustomerResponse {
  return {
    ...customer,
    last_order_date: customer.last_order_date ? isoDate(customer.last_order_date) : null,
    date_created: isoDate(customer.date_created),
  };
}

/** REST admin surface (ra-data-simple-rest): customer accounts with their order totals, read-only. */
@Controller(`${REST_ADMIN_PREFIX}/customers`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class RestCustomersController {
  constructor(private readonly customers: CustomersService) {}

  @RequirePermission('customers', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Customer accounts (administrators not listed) with orders_count, total_spent (canceled orders excluded) and last_order_date; filters: q (name, surname or e-mail), id; newest accounts first unless sorted',
  })
  @ApiRestList(CustomerResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<CustomerResponse[]> {
    const { list, range } = await toAdminListQuery(CustomerListQuery, query);
    const { rows, total } = await this.customers.list(list);
    setContentRange(response, 'customers', range, rows.length, total);
    return rows.map(toCustomerResponse);
  }

  @RequirePermission('customers', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One customer account with its order totals' })
  @ApiOkResponse({ type: CustomerResponse })
  @ApiNotFound('Customer')
  @ApiInvalidInput(INVALID_ID)
  async get(@Param('id', ParseIdPipe) id: number): Promise<CustomerResponse> {
    return toCustomerResponse(await this.customers.get(id));
  }
}
