import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID } from '../http/admin-docs';
import { AdminOrderDetailResponse } from './admin-order.dto';

/** The errors of the order list filters and of an order update, as documented on both admin surfaces. */
export const ORDER_FIELD_ERRORS = "Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'.";

/** OpenAPI of "one order with its items", shared by the legacy and the REST admin surfaces. */
export const ApiAdminOrderDetail = () =>
  applyDecorators(
    ApiOperation({ summary: 'One order with its items' }),
    ApiOkResponse({ type: AdminOrderDetailResponse }),
    ApiNotFound('Order'),
    ApiInvalidInput(INVALID_ID),
  );

/** The kitchen capacity's refusal of a reschedule (and its `force` override), on both admin surfaces. */
export const ApiCapacityConflict = () =>
  ApiConflictResponse({
    description:
      'The new delivery_at is on a closed day, a full day or slot, or too soon for the order’s head count (lead-time tiers); ' +
      'the Russian detail names the nearest open day. Send force: true to book it anyway (recorded as an override).',
    type: ErrorResponse,
  });
